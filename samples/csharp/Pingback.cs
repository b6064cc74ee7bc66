// A pingback receiver: the service POSTs `id` and `code` (the answer) here when a task is solved.
// Run it as its own console project (Program.cs), then pass PINGBACK_URL=http://your-host:8000/ to the solver.
using System.Net;
using System.Web;

var port = Environment.GetEnvironmentVariable("PORT") ?? "8000";
var listener = new HttpListener();
listener.Prefixes.Add($"http://+:{port}/");
listener.Start();
Console.WriteLine($"listening on {port}");
while (true)
{
    var context = await listener.GetContextAsync();
    using var reader = new StreamReader(context.Request.InputStream);
    var fields = HttpUtility.ParseQueryString(await reader.ReadToEndAsync());
    Console.WriteLine($"pingback {fields["id"]}: {fields["code"]}");
    var ok = "OK"u8.ToArray();
    context.Response.OutputStream.Write(ok);
    context.Response.Close();
}
