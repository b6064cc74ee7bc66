module example.com/captcha-sample

go 1.19
