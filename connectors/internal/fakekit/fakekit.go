// Package fakekit has what the fake trackers share: losing a response
// after the change was committed, and a search index that lags behind the
// store on an injectable clock.
package fakekit

import (
	"net/http"
	"time"
)

// DropConnection closes the client's connection without an answer: the
// request was received (and, by the caller, committed), the response is
// lost. The handler must not write anything before.
func DropConnection(w http.ResponseWriter) {
	hj, ok := w.(http.Hijacker)
	if !ok {
		panic("fakekit: the response writer cannot be hijacked")
	}
	conn, _, err := hj.Hijack()
	if err != nil {
		panic("fakekit: hijack: " + err.Error())
	}
	conn.Close()
}

// Visible reports whether something created at created is visible to a
// search with the given lag at now.
func Visible(created, now time.Time, lag time.Duration) bool {
	return !now.Before(created.Add(lag))
}
