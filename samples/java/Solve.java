// Solve an image captcha through the 2captcha-compatible API (Java 17+, java.net.http only).
// Run: API_KEY=your_key java Solve.java captcha.png
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

public class Solve {
    static final String BASE_URL = System.getenv().getOrDefault("BASE_URL", "http://localhost:3000");
    static final String API_KEY = System.getenv("API_KEY");
    static final double POLL_SECONDS = Double.parseDouble(System.getenv().getOrDefault("POLL_SECONDS", "5"));
    static final String PINGBACK_URL = System.getenv("PINGBACK_URL"); // optional
    static final HttpClient http = HttpClient.newHttpClient();

    /** The JSON reply of in.php and res.php (json=1): {"status":1,"request":"..."}. */
    record Reply(int status, String request) {
        static final Pattern STATUS = Pattern.compile("\"status\"\\s*:\\s*(\\d+)");
        static final Pattern REQUEST = Pattern.compile("\"request\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");

        static Reply parse(String json) {
            Matcher s = STATUS.matcher(json), r = REQUEST.matcher(json);
            if (!s.find() || !r.find()) throw new IllegalStateException("unexpected reply: " + json);
            return new Reply(Integer.parseInt(s.group(1)), r.group(1).replace("\\\"", "\""));
        }
    }

    static String form(Map<String, String> params) {
        return params.entrySet().stream()
            .map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
            .collect(Collectors.joining("&"));
    }

    static Reply send(HttpRequest request) throws Exception {
        return Reply.parse(http.send(request, HttpResponse.BodyHandlers.ofString()).body());
    }

    /** GET res.php with the key. */
    static Reply res(String... pairs) throws Exception {
        Map<String, String> params = new LinkedHashMap<>(Map.of("key", API_KEY, "json", "1"));
        for (int i = 0; i < pairs.length; i += 2) params.put(pairs[i], pairs[i + 1]);
        return send(HttpRequest.newBuilder(URI.create(BASE_URL + "/res.php?" + form(params))).build());
    }

    /** Sends the image (in.php, base64) and returns the task id. */
    static String submit(byte[] image) throws Exception {
        Map<String, String> params = new LinkedHashMap<>(Map.of(
            "key", API_KEY, "method", "base64", "json", "1", "body", Base64.getEncoder().encodeToString(image)));
        if (PINGBACK_URL != null) params.put("pingback", PINGBACK_URL);
        Reply reply = send(HttpRequest.newBuilder(URI.create(BASE_URL + "/in.php"))
            .header("Content-Type", "application/x-www-form-urlencoded")
            .POST(HttpRequest.BodyPublishers.ofString(form(params))).build());
        if (reply.status() != 1) throw new IllegalStateException("in.php: " + reply.request());
        return reply.request();
    }

    /** Polls res.php until the answer is ready. */
    static String poll(String id) throws Exception {
        for (int i = 0; i < 60; i++) {
            Thread.sleep((long) (POLL_SECONDS * 1000));
            Reply reply = res("action", "get", "id", id);
            if (reply.status() == 1) return reply.request();
            if (!reply.request().equals("CAPCHA_NOT_READY")) throw new IllegalStateException("res.php: " + reply.request());
        }
        throw new IllegalStateException("timed out");
    }

    /** Tells the service whether the answer was right (refunds a wrong one). */
    static String report(String id, boolean correct) throws Exception {
        return res("action", correct ? "reportgood" : "reportbad", "id", id).request();
    }

    public static void main(String[] args) throws Exception {
        if (API_KEY == null) throw new IllegalStateException("set API_KEY");
        System.out.println("balance: " + res("action", "getbalance").request());
        if (PINGBACK_URL != null) System.out.println("pingback: " + res("action", "add_pingback", "addr", PINGBACK_URL).request());
        String id = submit(Files.readAllBytes(Path.of(args.length > 0 ? args[0] : "captcha.png")));
        System.out.println("task id: " + id);
        String answer = poll(id);
        System.out.println("solved " + id + ": " + answer);
        System.out.println("report: " + report(id, true));
        System.out.println("balance: " + res("action", "getbalance").request());
    }
}
