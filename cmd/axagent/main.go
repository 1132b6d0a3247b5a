// Command axagent turns meeting notes into tracker tasks and notifications,
// without duplicates under retries, crashes and replays.
package main

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/axagent/axagent/tracing"
)

func main() {
	// OpenTelemetry: an OTLP exporter only when OTEL_EXPORTER_OTLP_ENDPOINT
	// is set; nothing otherwise.
	shutdown, err := tracing.Setup(context.Background(), "axagent")
	if err != nil {
		fmt.Fprintf(os.Stderr, "axagent: %v (tracing off)\n", err)
	}
	code := run(os.Args[1:])
	if shutdown != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		_ = shutdown(ctx)
		cancel()
	}
	os.Exit(code)
}
