# Solve an image captcha through the 2captcha-compatible API (Ruby, standard library only).
# Run: API_KEY=your_key ruby solve.rb captcha.png
require 'base64'
require 'json'
require 'net/http'

BASE_URL = ENV.fetch('BASE_URL', 'http://localhost:3000')
API_KEY = ENV.fetch('API_KEY')
POLL_SECONDS = Float(ENV.fetch('POLL_SECONDS', '5'))
PINGBACK_URL = ENV['PINGBACK_URL'] # optional: where the answer is POSTed as well

# GET res.php with the key; returns the JSON reply (status, request).
def res(params)
  uri = URI("#{BASE_URL}/res.php")
  uri.query = URI.encode_www_form({ key: API_KEY, json: 1 }.merge(params))
  JSON.parse(Net::HTTP.get(uri))
end

# Sends the image (in.php, base64) and returns the task id.
def submit(image)
  form = { key: API_KEY, method: 'base64', body: Base64.strict_encode64(image), json: 1 }
  form[:pingback] = PINGBACK_URL if PINGBACK_URL
  reply = JSON.parse(Net::HTTP.post_form(URI("#{BASE_URL}/in.php"), form).body)
  raise "in.php: #{reply['request']}" unless reply['status'] == 1

  reply['request']
end

# Polls res.php until the answer is ready.
def poll(id)
  60.times do
    sleep POLL_SECONDS
    reply = res(action: 'get', id: id)
    return reply['request'] if reply['status'] == 1
    raise "res.php: #{reply['request']}" unless reply['request'] == 'CAPCHA_NOT_READY'
  end
  raise 'timed out'
end

# Tells the service whether the answer was right (refunds a wrong one).
def report(id, correct)
  res(action: correct ? 'reportgood' : 'reportbad', id: id)['request']
end

$stdout.sync = true
puts "balance: #{res(action: 'getbalance')['request']}"
puts "pingback: #{res(action: 'add_pingback', addr: PINGBACK_URL)['request']}" if PINGBACK_URL
id = submit(File.binread(ARGV[0] || 'captcha.png'))
puts "task id: #{id}"
answer = poll(id)
puts "solved #{id}: #{answer}"
puts "report: #{report(id, true)}"
puts "balance: #{res(action: 'getbalance')['request']}"
