"""Solve an image captcha through the 2captcha-compatible API (Python 3, standard library only).

Run: API_KEY=your_key python3 solve.py captcha.png
"""
import base64
import json
import os
import sys
import time
import urllib.parse
import urllib.request

BASE_URL = os.environ.get("BASE_URL", "http://localhost:3000")
API_KEY = os.environ["API_KEY"]
POLL_SECONDS = float(os.environ.get("POLL_SECONDS", "5"))
PINGBACK_URL = os.environ.get("PINGBACK_URL")  # optional: where the answer is POSTed as well


def res(**params):
    """GET res.php with the key; returns the JSON reply ({status, request})."""
    query = urllib.parse.urlencode({"key": API_KEY, "json": 1, **params})
    with urllib.request.urlopen(f"{BASE_URL}/res.php?{query}") as reply:
        return json.load(reply)


def balance():
    return res(action="getbalance")["request"]


def submit(image):
    """Sends the image (in.php, base64) and returns the task id."""
    form = {"key": API_KEY, "method": "base64", "body": base64.b64encode(image).decode(), "json": 1}
    if PINGBACK_URL:
        form["pingback"] = PINGBACK_URL
    data = urllib.parse.urlencode(form).encode()
    with urllib.request.urlopen(f"{BASE_URL}/in.php", data=data) as reply:
        answer = json.load(reply)
    if answer["status"] != 1:
        raise RuntimeError(f"in.php: {answer['request']}")
    return answer["request"]


def poll(task_id):
    """Polls res.php until the answer is ready."""
    for _ in range(60):
        time.sleep(POLL_SECONDS)
        reply = res(action="get", id=task_id)
        if reply["status"] == 1:
            return reply["request"]
        if reply["request"] != "CAPCHA_NOT_READY":
            raise RuntimeError(f"res.php: {reply['request']}")
    raise TimeoutError("timed out")


def report(task_id, correct):
    """Tells the service whether the answer was right (refunds a wrong one)."""
    return res(action="reportgood" if correct else "reportbad", id=task_id)["request"]


if __name__ == "__main__":
    print("balance:", balance())
    if PINGBACK_URL:
        print("pingback:", res(action="add_pingback", addr=PINGBACK_URL)["request"])
    with open(sys.argv[1] if len(sys.argv) > 1 else "captcha.png", "rb") as f:
        task_id = submit(f.read())
    print("task id:", task_id)
    answer = poll(task_id)
    print(f"solved {task_id}: {answer}", flush=True)
    print("report:", report(task_id, True))
    print("balance:", balance())
