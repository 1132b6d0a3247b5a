package llm

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
)

// longNotes has sections, a table and task lines, about 3 KB.
func longNotes() string {
	var b strings.Builder
	b.WriteString("# 주간 회의\n\n")
	for s := 1; s <= 8; s++ {
		fmt.Fprintf(&b, "## 주제 %d\n\n", s)
		for i := 1; i <= 4; i++ {
			fmt.Fprintf(&b, "- 논의 %d-%d: 지난주 진행 상황을 공유했습니다.\n", s, i)
		}
		fmt.Fprintf(&b, "- [ ] @alice 항목 %d 정리\n\n", s)
		if s == 4 {
			b.WriteString("| 담당 | 할 일 |\n|---|---|\n")
			for i := 1; i <= 6; i++ {
				fmt.Fprintf(&b, "| 민서 | 표의 작업 %d |\n", i)
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

func TestSplit(t *testing.T) {
	notes := longNotes()
	lines := strings.Split(strings.TrimSuffix(notes, "\n"), "\n")
	for _, max := range []int{150, 400, 1000, 1 << 20} {
		chunks, err := Split(context.Background(), []byte(notes), max, 3)
		if err != nil {
			t.Fatal(err)
		}
		covered := map[int]bool{}
		overlaps := 0
		for i, c := range chunks {
			got := strings.Split(strings.TrimSuffix(c.Text, "\n"), "\n")
			if len(got) != c.End-c.Start+1 {
				t.Fatalf("max %d chunk %d: %d lines for %d-%d", max, i, len(got), c.Start, c.End)
			}
			for j, l := range got {
				if l != lines[c.Start-1+j] {
					t.Fatalf("max %d chunk %d line %d: %q != %q", max, i, c.Start+j, l, lines[c.Start-1+j])
				}
				covered[c.Start+j] = true
			}
			// Tables are never cut: a chunk holding a table row holds its
			// header.
			if strings.Contains(c.Text, "| 민서 |") && !strings.Contains(c.Text, "| 담당 | 할 일 |") {
				t.Errorf("max %d chunk %d cuts the table:\n%s", max, i, c.Text)
			}
			if i > 0 && c.Start > chunks[i-1].End+1 {
				t.Errorf("max %d: chunk %d starts at %d, a gap after %d", max, i, c.Start, chunks[i-1].End)
			}
			if i > 0 && c.Start <= chunks[i-1].End {
				overlaps++
			}
			if i > 0 && c.Start <= chunks[i-1].Start {
				t.Fatalf("max %d: chunk %d does not advance", max, i)
			}
		}
		if len(covered) != len(lines) {
			t.Errorf("max %d: %d of %d lines covered", max, len(covered), len(lines))
		}
		if max == 1<<20 && len(chunks) != 1 {
			t.Errorf("short notes split in %d", len(chunks))
		}
		if max == 400 && (len(chunks) < 4 || overlaps < len(chunks)/2) {
			t.Errorf("max 400: %d chunks, %d overlapping", len(chunks), overlaps)
		}
	}
}

var reTaskLine = regexp.MustCompile(`^- \[ \] @(\w+) (.+)$|^\| (민서) \| (.+) \|$`)

// serverShape is how an OpenAI-compatible server treats response_format.
type serverShape int

const (
	vllmLike     serverShape = iota // json_schema enforced
	ollamaLike                      // json_schema refused with 400, json_object answered
	llamaCppLike                    // json_schema refused, json_object answered in a Markdown fence
)

// smartServer answers with one action per task line of the notes it is
// sent, quoting the line as evidence.
type smartServer struct {
	shape    serverShape
	requests atomic.Int64
	mu       sync.Mutex
	formats  []string
	users    []string
}

func (s *smartServer) handler(t *testing.T) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		s.requests.Add(1)
		b, _ := io.ReadAll(r.Body)
		var req struct {
			Messages []struct{ Role, Content string } `json:"messages"`
			Format   struct {
				Type string `json:"type"`
			} `json:"response_format"`
		}
		if err := json.Unmarshal(b, &req); err != nil {
			http.Error(w, "bad json", http.StatusBadRequest)
			return
		}
		user := req.Messages[len(req.Messages)-1].Content
		s.mu.Lock()
		s.formats = append(s.formats, req.Format.Type)
		s.users = append(s.users, user)
		s.mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		if req.Format.Type == "json_schema" && s.shape != vllmLike {
			w.WriteHeader(http.StatusBadRequest)
			msg := `{"error":{"message":"invalid response_format type: json_schema","type":"invalid_request_error","param":null,"code":null}}`
			if s.shape == llamaCppLike {
				msg = `{"error":{"code":400,"message":"\"response_format\" must be one of \"text\" or \"json_object\"","type":"invalid_request_error"}}`
			}
			io.WriteString(w, msg)
			return
		}
		body := user[strings.Index(user, "<<<NOTES\n")+len("<<<NOTES\n") : strings.LastIndex(user, "\nNOTES>>>")]
		var acts []map[string]string
		for _, l := range strings.Split(body, "\n") {
			m := reTaskLine.FindStringSubmatch(l)
			if m == nil {
				continue
			}
			who, title := "@"+m[1], m[2]
			if m[3] != "" {
				who, title = m[3], m[4]
			}
			acts = append(acts, map[string]string{"title": title, "assignee_as_written": who, "person": "", "due_as_written": "", "due_date": "", "evidence": l})
		}
		content := answerJSON(acts...)
		if acts == nil {
			content = `{"actions": []}`
		}
		if s.shape == llamaCppLike {
			content = "```json\n" + content + "\n```"
		}
		completion(content)(w, r)
	}
}

type memReg struct {
	mu      sync.Mutex
	actions []ledger.RegisteredAction
}

func (m *memReg) ActionRegistryList(context.Context, ledger.MeetingScope) ([]ledger.RegisteredAction, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]ledger.RegisteredAction(nil), m.actions...), nil
}

func (m *memReg) ActionRegistryAdd(_ context.Context, p ledger.RegistryAddParams) ([]ledger.RegisteredAction, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.actions) != p.Seen {
		return nil, ledger.ErrRegistryChanged
	}
	m.actions = append(m.actions, p.Actions...)
	return append([]ledger.RegisteredAction(nil), m.actions...), nil
}

func runSmart(t *testing.T, shape serverShape, maxChunk int, reg extract.Registry) (extract.Plan, *smartServer, *Extractor) {
	t.Helper()
	s := &smartServer{shape: shape}
	srv := httptest.NewServer(s.handler(t))
	t.Cleanup(srv.Close)
	e, err := New(Config{BaseURL: srv.URL + "/v1", Model: "local", MaxChunkBytes: maxChunk, OverlapLines: 4, MaxRetries: 1, Timer: &fakeTimer{}})
	if err != nil {
		t.Fatal(err)
	}
	in := input(t)
	in.Notes = []byte(longNotes())
	p, err := extract.Run(context.Background(), e, reg, in)
	if err != nil {
		t.Fatal(err)
	}
	return p, s, e
}

// TestLongNotesChunked: long notes go in several requests; overlapping
// chunks give no duplicate; every task line is found once with its line.
func TestLongNotesChunked(t *testing.T) {
	p, s, e := runSmart(t, vllmLike, 400, nil)
	if s.requests.Load() < 4 {
		t.Errorf("%d requests, want the notes split", s.requests.Load())
	}
	lines := map[int]int{}
	for _, a := range p.Actions {
		lines[a.SourceLine]++
	}
	if len(p.Actions) != 14 || len(lines) != 14 {
		t.Errorf("%d actions on %d lines, want 14 once each: %+v", len(p.Actions), len(lines), p.Actions)
	}
	if st := e.Stats(); st.Chunks != s.requests.Load() || st.JSONObjectFallbacks != 0 {
		t.Errorf("stats %+v", st)
	}
	// Tables reach the model whole.
	for _, u := range s.users {
		if strings.Contains(u, "| 민서 |") && !strings.Contains(u, "| 담당 | 할 일 |") {
			t.Errorf("a request holds a cut table:\n%s", u)
		}
	}
}

// TestChunkingKeepsActionIDs: the same notes in one request or in many get
// the same action IDs (R3).
func TestChunkingKeepsActionIDs(t *testing.T) {
	reg := &memReg{}
	whole, _, _ := runSmart(t, vllmLike, 1<<20, reg)
	split, _, _ := runSmart(t, vllmLike, 300, reg)
	ids := func(p extract.Plan) []string {
		var out []string
		for _, a := range p.Actions {
			out = append(out, fmt.Sprintf("%d=%s", a.SourceLine, a.ActionID))
		}
		sort.Strings(out)
		return out
	}
	if a, b := ids(whole), ids(split); strings.Join(a, " ") != strings.Join(b, " ") {
		t.Errorf("IDs changed with chunking:\n%v\n%v", a, b)
	}
	if len(reg.actions) != 14 {
		t.Errorf("registry holds %d actions, want 14", len(reg.actions))
	}
}

// TestServerShapes: servers that refuse json_schema are asked again with
// json_object (schema in the prompt), once; later requests go straight to
// json_object.
func TestServerShapes(t *testing.T) {
	for _, c := range []struct {
		name  string
		shape serverShape
	}{{"vllm", vllmLike}, {"ollama", ollamaLike}, {"llama.cpp", llamaCppLike}} {
		t.Run(c.name, func(t *testing.T) {
			p, s, e := runSmart(t, c.shape, 600, nil)
			if len(p.Actions) != 14 {
				t.Fatalf("%d actions", len(p.Actions))
			}
			st := e.Stats()
			switch c.shape {
			case vllmLike:
				if st.JSONObjectFallbacks != 0 || s.formats[0] != "json_schema" {
					t.Errorf("formats %v stats %+v", s.formats, st)
				}
			default:
				if st.JSONObjectFallbacks != 1 || s.formats[0] != "json_schema" || s.formats[1] != "json_object" {
					t.Errorf("formats %v stats %+v", s.formats, st)
				}
				for _, f := range s.formats[1:] {
					if f != "json_object" {
						t.Errorf("after the fallback: %v", s.formats)
					}
				}
			}
		})
	}
}

// hintRules is a fixed hint extractor for the hybrid test.
type hintRules []extract.Candidate

func (h hintRules) Extract(context.Context, extract.Input) ([]extract.Candidate, error) {
	return h, nil
}

// TestHybridHints: the rules' candidates reach the model as hints; an owner
// the model invents (not on the evidence line) is not trusted.
func TestHybridHints(t *testing.T) {
	invented := with(goodAlice, "assignee_as_written", "Bob")
	f := newFakeServer(t, completion(answerJSON(goodSeed, invented)))
	hints := hintRules{{Line: 2, Owners: []string{"민서"}, Title: "납기 회신 확인", Evidence: "민서 님이 월요일까지 공급사의 납기 회신을 확인합니다.", Due: "월요일까지"}}
	e, _ := newExtractor(t, f, func(c *Config) { c.Hints = hints })
	p, err := plan(t, e)
	if err != nil {
		t.Fatal(err)
	}
	msgs, _ := json.Marshal(f.bodies[0]["messages"])
	if !strings.Contains(string(msgs), "hints") || !strings.Contains(string(msgs), "line 2") {
		t.Errorf("hints not in the prompt: %s", msgs)
	}
	if len(p.Actions) != 2 || !p.Actions[0].Ready() {
		t.Fatalf("actions %+v", p.Actions)
	}
	needsHuman(t, p.Actions[1], `assignee "Bob" is not in the evidence quote`)
}
