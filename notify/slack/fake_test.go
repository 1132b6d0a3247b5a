package slack_test

import (
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// fakeSlack follows the documented shapes of chat.postMessage,
// conversations.history and conversations.open closely enough to catch a
// client that asks wrongly: bearer auth, JSON or form bodies, metadata only
// with include_all_metadata=true, newest-first pages with a next_cursor.
type fakeSlack struct {
	t     *testing.T
	token string
	// pageSize is the most messages one history page returns.
	pageSize int

	mu     sync.Mutex
	nextTS int64
	convs  map[string][]fakeMsg // conversation → messages, oldest first
	known  map[string]bool      // channel IDs that exist
	dms    map[string]string    // user → DM conversation
	calls  map[string]int
	fault  func(w http.ResponseWriter, record func()) // next post only
	oldest []string                                   // oldest= values seen
	// clientIDs are the client_msg_id of every post, in order;
	// noMetadata stores posts without their metadata (kept only by their
	// client_msg_id, as a message written by a client without it is).
	clientIDs  []string
	noMetadata bool
}

type fakeMsg struct {
	TS          string          `json:"ts"`
	Text        string          `json:"text"`
	ClientMsgID string          `json:"client_msg_id,omitempty"`
	Metadata    json.RawMessage `json:"metadata,omitempty"`
}

func newFakeSlack(t *testing.T, token string) *fakeSlack {
	return &fakeSlack{t: t, token: token, pageSize: 100, nextTS: 1789380000,
		convs: map[string][]fakeMsg{}, known: map[string]bool{"C0ACTIONS": true},
		dms: map[string]string{"U0MINSEO": "D0MINSEO"}, calls: map[string]int{}}
}

func (f *fakeSlack) reply(w http.ResponseWriter, v map[string]any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	json.NewEncoder(w).Encode(v)
}

func (f *fakeSlack) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	method := strings.TrimPrefix(r.URL.Path, "/api/")
	f.mu.Lock()
	f.calls[method]++
	f.mu.Unlock()
	if r.Header.Get("Authorization") != "Bearer "+f.token {
		f.reply(w, map[string]any{"ok": false, "error": "not_authed"})
		return
	}
	switch method {
	case "chat.postMessage":
		f.post(w, r)
	case "conversations.history":
		f.history(w, r)
	case "conversations.open":
		f.open(w, r)
	default:
		f.reply(w, map[string]any{"ok": false, "error": "unknown_method"})
	}
}

func (f *fakeSlack) post(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Channel     string          `json:"channel"`
		Text        string          `json:"text"`
		ClientMsgID string          `json:"client_msg_id"`
		Metadata    json.RawMessage `json:"metadata"`
	}
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/json" {
		f.reply(w, map[string]any{"ok": false, "error": "invalid_form_data"})
		return
	}
	body, _ := io.ReadAll(r.Body)
	if err := json.Unmarshal(body, &req); err != nil || req.Channel == "" || req.Text == "" {
		f.reply(w, map[string]any{"ok": false, "error": "invalid_arguments"})
		return
	}
	var meta struct {
		EventType    string         `json:"event_type"`
		EventPayload map[string]any `json:"event_payload"`
	}
	if json.Unmarshal(req.Metadata, &meta); meta.EventType == "" || meta.EventPayload == nil {
		f.reply(w, map[string]any{"ok": false, "error": "invalid_metadata_format"})
		return
	}
	f.mu.Lock()
	f.clientIDs = append(f.clientIDs, req.ClientMsgID)
	conv := req.Channel
	if d, ok := f.dms[conv]; ok {
		conv = d
	}
	exists := f.known[conv] || strings.HasPrefix(conv, "D")
	fault := f.fault
	f.fault = nil
	var ts string
	record := func() {
		f.nextTS++
		ts = fmt.Sprintf("%d.%06d", f.nextTS, 100)
		m := fakeMsg{TS: ts, Text: req.Text, ClientMsgID: req.ClientMsgID, Metadata: req.Metadata}
		if f.noMetadata {
			m.Metadata = nil
		}
		f.convs[conv] = append(f.convs[conv], m)
	}
	if fault != nil {
		f.mu.Unlock()
		fault(w, func() { f.mu.Lock(); record(); f.mu.Unlock() })
		return
	}
	if !exists {
		f.mu.Unlock()
		f.reply(w, map[string]any{"ok": false, "error": "channel_not_found"})
		return
	}
	record()
	f.mu.Unlock()
	f.reply(w, map[string]any{"ok": true, "channel": conv, "ts": ts,
		"message": map[string]any{"type": "message", "text": req.Text, "ts": ts, "metadata": req.Metadata}})
}

func (f *fakeSlack) history(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	conv := q.Get("channel")
	f.mu.Lock()
	defer f.mu.Unlock()
	f.oldest = append(f.oldest, q.Get("oldest"))
	if !f.known[conv] && !strings.HasPrefix(conv, "D") {
		f.reply(w, map[string]any{"ok": false, "error": "channel_not_found"})
		return
	}
	msgs := f.convs[conv]
	oldest, _ := strconv.ParseFloat(q.Get("oldest"), 64)
	// Newest first, as Slack returns them.
	var out []map[string]any
	for i := len(msgs) - 1; i >= 0; i-- {
		if ts, _ := strconv.ParseFloat(msgs[i].TS, 64); ts < oldest {
			continue
		}
		m := map[string]any{"type": "message", "ts": msgs[i].TS, "text": msgs[i].Text}
		if msgs[i].ClientMsgID != "" {
			m["client_msg_id"] = msgs[i].ClientMsgID
		}
		if q.Get("include_all_metadata") == "true" && msgs[i].Metadata != nil {
			m["metadata"] = msgs[i].Metadata
		}
		out = append(out, m)
	}
	start := 0
	if c := q.Get("cursor"); c != "" {
		start, _ = strconv.Atoi(strings.TrimPrefix(c, "page:"))
	}
	limit := f.pageSize
	if l, err := strconv.Atoi(q.Get("limit")); err == nil && l < limit {
		limit = l
	}
	end := min(start+limit, len(out))
	if start > len(out) {
		start = len(out)
	}
	next := ""
	if end < len(out) {
		next = "page:" + strconv.Itoa(end)
	}
	f.reply(w, map[string]any{"ok": true, "messages": append([]map[string]any{}, out[start:end]...), "has_more": next != "",
		"pin_count": 0, "response_metadata": map[string]any{"next_cursor": next}})
}

func (f *fakeSlack) open(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	form, _ := url.ParseQuery(string(body))
	f.mu.Lock()
	d, ok := f.dms[form.Get("users")]
	f.mu.Unlock()
	if !ok {
		f.reply(w, map[string]any{"ok": false, "error": "user_not_found"})
		return
	}
	f.reply(w, map[string]any{"ok": true, "channel": map[string]any{"id": d}})
}

func (f *fakeSlack) inject(fault func(w http.ResponseWriter, record func())) {
	f.mu.Lock()
	f.fault = fault
	f.mu.Unlock()
}

// delivered counts messages carrying key in their metadata, anywhere.
func (f *fakeSlack) delivered(key string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	n := 0
	for _, msgs := range f.convs {
		for _, m := range msgs {
			var meta struct {
				EventPayload struct {
					Key string `json:"key"`
				} `json:"event_payload"`
			}
			if json.Unmarshal(m.Metadata, &meta) == nil && meta.EventPayload.Key == key {
				n++
			}
		}
	}
	return n
}

func (f *fakeSlack) callCount(method string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls[method]
}
