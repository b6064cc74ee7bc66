// Solve an image captcha through the 2captcha-compatible API (Go, standard library only).
// Run: API_KEY=your_key go run main.go captcha.png
package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"time"
)

var (
	baseURL     = env("BASE_URL", "http://localhost:3000")
	apiKey      = os.Getenv("API_KEY")
	pingbackURL = os.Getenv("PINGBACK_URL") // optional: where the answer is POSTed as well
)

// reply is the JSON answer of in.php and res.php (json=1).
type reply struct {
	Status  int    `json:"status"`
	Request string `json:"request"`
}

func env(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}

func decode(resp *http.Response, err error) reply {
	if err != nil {
		log.Fatal(err)
	}
	defer resp.Body.Close()
	var r reply
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		log.Fatal(err)
	}
	return r
}

// res calls res.php with the key.
func res(params url.Values) reply {
	params.Set("key", apiKey)
	params.Set("json", "1")
	return decode(http.Get(baseURL + "/res.php?" + params.Encode()))
}

// submit sends the image (in.php, base64) and returns the task id.
func submit(image []byte) string {
	form := url.Values{"key": {apiKey}, "method": {"base64"}, "json": {"1"}}
	form.Set("body", base64.StdEncoding.EncodeToString(image))
	if pingbackURL != "" {
		form.Set("pingback", pingbackURL)
	}
	r := decode(http.PostForm(baseURL+"/in.php", form))
	if r.Status != 1 {
		log.Fatalf("in.php: %s", r.Request)
	}
	return r.Request
}

// poll asks res.php until the answer is ready.
func poll(id string) string {
	seconds, err := strconv.ParseFloat(env("POLL_SECONDS", "5"), 64)
	if err != nil {
		log.Fatal(err)
	}
	for i := 0; i < 60; i++ {
		time.Sleep(time.Duration(seconds * float64(time.Second)))
		r := res(url.Values{"action": {"get"}, "id": {id}})
		if r.Status == 1 {
			return r.Request
		}
		if r.Request != "CAPCHA_NOT_READY" {
			log.Fatalf("res.php: %s", r.Request)
		}
	}
	log.Fatal("timed out")
	return ""
}

// report tells the service whether the answer was right (refunds a wrong one).
func report(id string, correct bool) string {
	action := "reportbad"
	if correct {
		action = "reportgood"
	}
	return res(url.Values{"action": {action}, "id": {id}}).Request
}

func main() {
	if apiKey == "" {
		log.Fatal("set API_KEY")
	}
	file := "captcha.png"
	if len(os.Args) > 1 {
		file = os.Args[1]
	}
	image, err := os.ReadFile(file)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("balance:", res(url.Values{"action": {"getbalance"}}).Request)
	if pingbackURL != "" {
		fmt.Println("pingback:", res(url.Values{"action": {"add_pingback"}, "addr": {pingbackURL}}).Request)
	}
	id := submit(image)
	fmt.Println("task id:", id)
	answer := poll(id)
	fmt.Printf("solved %s: %s\n", id, answer)
	fmt.Println("report:", report(id, true))
	fmt.Println("balance:", res(url.Values{"action": {"getbalance"}}).Request)
}
