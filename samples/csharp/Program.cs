// Solve an image captcha through the 2captcha-compatible API (.NET 6+, HttpClient and System.Text.Json).
// Run: dotnet new console -o Solve, put this file in as Program.cs, then API_KEY=your_key dotnet run -- captcha.png
using System.Text.Json;

var baseUrl = Environment.GetEnvironmentVariable("BASE_URL") ?? "http://localhost:3000";
var apiKey = Environment.GetEnvironmentVariable("API_KEY") ?? throw new Exception("set API_KEY");
var pollSeconds = double.Parse(Environment.GetEnvironmentVariable("POLL_SECONDS") ?? "5");
var pingbackUrl = Environment.GetEnvironmentVariable("PINGBACK_URL"); // optional
var http = new HttpClient();

// GET res.php with the key; returns (status, request) of the JSON reply.
async Task<(int Status, string Request)> Res(params (string Key, string Value)[] pairs)
{
    var query = string.Join("&", pairs.Append(("key", apiKey)).Append(("json", "1"))
        .Select(p => $"{p.Item1}={Uri.EscapeDataString(p.Item2)}"));
    return Parse(await http.GetStringAsync($"{baseUrl}/res.php?{query}"));
}

(int, string) Parse(string json)
{
    using var doc = JsonDocument.Parse(json);
    var root = doc.RootElement;
    var request = root.GetProperty("request");
    return (root.GetProperty("status").GetInt32(),
        request.ValueKind == JsonValueKind.String ? request.GetString()! : request.GetRawText());
}

// Sends the image (in.php, base64) and returns the task id.
async Task<string> Submit(byte[] image)
{
    var form = new Dictionary<string, string>
    {
        ["key"] = apiKey, ["method"] = "base64", ["json"] = "1", ["body"] = Convert.ToBase64String(image),
    };
    if (pingbackUrl != null) form["pingback"] = pingbackUrl;
    var reply = await http.PostAsync($"{baseUrl}/in.php", new FormUrlEncodedContent(form));
    var (status, request) = Parse(await reply.Content.ReadAsStringAsync());
    return status == 1 ? request : throw new Exception($"in.php: {request}");
}

// Polls res.php until the answer is ready.
async Task<string> Poll(string id)
{
    for (var i = 0; i < 60; i++)
    {
        await Task.Delay(TimeSpan.FromSeconds(pollSeconds));
        var (status, request) = await Res(("action", "get"), ("id", id));
        if (status == 1) return request;
        if (request != "CAPCHA_NOT_READY") throw new Exception($"res.php: {request}");
    }
    throw new TimeoutException();
}

// Tells the service whether the answer was right (refunds a wrong one).
async Task<string> Report(string id, bool correct) =>
    (await Res(("action", correct ? "reportgood" : "reportbad"), ("id", id))).Request;

Console.WriteLine($"balance: {(await Res(("action", "getbalance"))).Request}");
if (pingbackUrl != null)
    Console.WriteLine($"pingback: {(await Res(("action", "add_pingback"), ("addr", pingbackUrl))).Request}");
var id = await Submit(await File.ReadAllBytesAsync(args.Length > 0 ? args[0] : "captcha.png"));
Console.WriteLine($"task id: {id}");
var answer = await Poll(id);
Console.WriteLine($"solved {id}: {answer}");
Console.WriteLine($"report: {await Report(id, true)}");
Console.WriteLine($"balance: {(await Res(("action", "getbalance"))).Request}");
