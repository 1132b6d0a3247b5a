package trackerkit

import (
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/internal/httpx"
)

// Options is what every tracker connector takes besides its own config.
type Options struct {
	// HTTPClient is optional (httpx defaults).
	HTTPClient *http.Client
	// Clock gives "now" for rate-limit waits and dates (default real).
	Clock clock.Clock
	Log   *slog.Logger
	// Getenv reads the credential's variable (default os.Getenv).
	Getenv func(string) string
}

// Common is what every tracker connector builds the same way from
// Options: the HTTP client on the connector's clock, the clock and the log.
type Common struct {
	HC    *httpx.Client
	Clock clock.Clock
	Log   *slog.Logger
}

// Setup fills the defaults and builds the HTTP client.
func (o Options) Setup(connector string) (Common, error) {
	c := Common{Clock: o.Clock, Log: o.Log}
	if c.Clock == nil {
		c.Clock = clock.Real{}
	}
	if c.Log == nil {
		c.Log = slog.New(slog.DiscardHandler)
	}
	hc, err := httpx.New(httpx.Options{HTTPClient: o.HTTPClient, Log: o.Log, Now: c.Clock.Now})
	if err != nil {
		return Common{}, fmt.Errorf("%s: %w", connector, err)
	}
	c.HC = hc
	return c, nil
}

// Secret reads the credential from the environment variable name (def
// when name is empty), through Getenv: Secret of the package.
func (o Options) Secret(connector, field, name, def string) (value, used string, err error) {
	getenv := o.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	return Secret(connector, field, name, def, getenv)
}

// Lag parses a configured lookup or search lag (a Go duration); empty
// gives def. Zero is allowed (the operator vouches the tracker is read
// after write), a negative or unparseable value is refused.
func Lag(connector, field, raw string, def time.Duration) (time.Duration, error) {
	if raw == "" {
		return def, nil
	}
	d, err := time.ParseDuration(raw)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("%s: %s %q: want a duration such as 10s (0s for none)", connector, field, raw)
	}
	return d, nil
}
