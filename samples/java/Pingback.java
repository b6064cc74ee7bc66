// A pingback receiver: the service POSTs `id` and `code` (the answer) here when a task is solved.
// Run: java Pingback.java, then pass PINGBACK_URL=http://your-host:8000/ to Solve.java.
import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

public class Pingback {
    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(System.getenv().getOrDefault("PORT", "8000"));
        HttpServer server = HttpServer.create(new InetSocketAddress(port), 0);
        server.createContext("/", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            Map<String, String> fields = new HashMap<>();
            for (String pair : body.split("&")) {
                String[] kv = pair.split("=", 2);
                if (kv.length == 2) fields.put(kv[0], URLDecoder.decode(kv[1], StandardCharsets.UTF_8));
            }
            System.out.println("pingback " + fields.get("id") + ": " + fields.get("code"));
            byte[] ok = "OK".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, ok.length);
            exchange.getResponseBody().write(ok);
            exchange.close();
        });
        server.start();
        System.out.println("listening on " + port);
    }
}
