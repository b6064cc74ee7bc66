// A pingback receiver: the service POSTs `id` and `code` (the answer) here when a task is solved.
// Run: go run ./pingback, then pass PINGBACK_URL=http://your-host:8000/ to main.go.
package main

import (
	"fmt"
	"log"
	"net/http"
	"os"
)

func main() {
	port := os.Getenv("PORT")
	if port == "" {
		port = "8000"
	}
	http.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if err := r.ParseForm(); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		fmt.Printf("pingback %s: %s\n", r.PostForm.Get("id"), r.PostForm.Get("code"))
		fmt.Fprint(w, "OK")
	})
	fmt.Println("listening on", port)
	log.Fatal(http.ListenAndServe(":"+port, nil))
}
