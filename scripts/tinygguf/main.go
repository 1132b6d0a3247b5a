// Command tinygguf writes the tiny random-weight llama model the LLM
// integration tests run on a real llama.cpp server (scripts/llama-server.sh).
//
//	go run ./scripts/tinygguf -out /tmp/tiny.gguf
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/axagent/axagent/internal/gguf"
)

func main() {
	out := flag.String("out", "tiny.gguf", "file to write")
	flag.Parse()
	if err := gguf.Tiny.WriteFile(*out); err != nil {
		fmt.Fprintln(os.Stderr, "tinygguf:", err)
		os.Exit(1)
	}
}
