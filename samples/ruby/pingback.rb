# A pingback receiver: the service POSTs `id` and `code` (the answer) here when a task is solved.
# Run: ruby pingback.rb, then pass PINGBACK_URL=http://your-host:8000/ to solve.rb.
require 'socket'
require 'uri'

$stdout.sync = true
port = Integer(ENV.fetch('PORT', '8000'))
server = TCPServer.new(port)
puts "listening on #{port}"
loop do
  client = server.accept
  headers = {}
  while (line = client.gets) && line != "\r\n"
    name, value = line.split(':', 2)
    headers[name.downcase] = value.to_s.strip
  end
  fields = URI.decode_www_form(client.read(headers['content-length'].to_i)).to_h
  puts "pingback #{fields['id']}: #{fields['code']}"
  client.write "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nOK"
  client.close
end
