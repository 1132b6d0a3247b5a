// Package llm is the extractor that asks a language model (any
// OpenAI-compatible chat-completions endpoint) for the actions in a meeting's
// notes.
//
// The model resolves language; axagent trusts none of it. Its answer
// must be JSON of the requested schema; each action's evidence must occur
// verbatim in the notes; the person it names must be a roster person and
// the one axagent resolves itself; a due date must agree with the
// axagent's own resolution of the words it quotes. Anything else becomes a
// needs-human reason on the action. Tenant, project and meeting are never
// asked of the model and never read from its answer.
//
// Notes longer than MaxChunkBytes are sent in parts split on headings
// (between list items or paragraphs inside a long section, never inside a
// table) that overlap by a few lines; an action found in two parts quotes
// the same line and is kept once, and axagent numbers actions by
// content, so chunking changes no action ID (R3). An action whose evidence
// is not found in the notes is dropped and counted (Stats.EvidenceDropped).
// Structured output is asked as response_format json_schema; a server that
// refuses it (older Ollama, vLLM or llama.cpp builds) is asked again with
// json_object and the schema in the prompt, and so for the rest of the
// extractor's life. With Config.Hints (--extractor hybrid) the rules'
// candidates are in the prompt as hints the model may drop or fix; an owner
// it names must still be written on the action's line. With Input.Series
// (the open tasks of earlier meetings of the series) the prompt lists each
// by its ref ("A007 of M0914": meeting, action, title, assignee, due) and
// the model may answer that an action restates one (same_as); the claim
// becomes Candidate.SameAs, which axagent checks against the ledger
// (package app) and never trusts as it is.
//
// Calls use temperature 0, a per-attempt timeout and retries with
// exponential backoff on 429, 5xx and timeouts, honouring Retry-After.
// Answers are cached (keyed by prompt version, model and a hash of the
// prompt, which contains the notes): re-running on unchanged notes makes no
// call. The API key is never logged or stored.
package llm

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"net"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/cenkalti/backoff/v4"
	openai "github.com/sashabaranov/go-openai"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/dates"
)

// PromptVersion changes whenever the prompt or schema changes, so cached
// answers to an older prompt are not reused.
const PromptVersion = "extract-v4"

// Cache holds model answers; ledger.Store satisfies it.
type Cache interface {
	CacheGet(ctx context.Context, key string) (string, bool, error)
	CachePut(ctx context.Context, key, value string, now time.Time) error
}

// Config configures the extractor. Zero fields take defaults.
type Config struct {
	APIKey  string
	BaseURL string // default https://api.openai.com/v1
	Model   string // default gpt-4o-mini
	// Timeout bounds one attempt (default 60s).
	Timeout time.Duration
	// MaxRetries after the first attempt (default 4); MaxRetryAfter caps a
	// server's Retry-After (default 2m).
	MaxRetries    int
	MaxRetryAfter time.Duration
	Cache         Cache
	HTTPClient    *http.Client
	// Timer replaces the backoff timer in tests (no real sleeping).
	Timer  backoff.Timer
	Logger *slog.Logger
	Now    func() time.Time
	// Hints, when set, is an extractor (the rules) whose candidates are
	// given to the model as hints it may drop or fix (--extractor hybrid).
	Hints extract.Extractor
	// Signals, when set, reports the lines the model did not extract
	// although they carry commitment signals (possible actions, issue
	// 28); usually the rules' detector.
	Signals extract.PossibleFinder
	// MaxChunkBytes bounds the notes sent in one request (default
	// DefaultMaxChunkBytes); longer notes are split on section boundaries.
	MaxChunkBytes int
	// OverlapLines is how many lines a chunk repeats from the previous one
	// (default DefaultOverlapLines; negative means none).
	OverlapLines int
	// Limits bound the answer's schema (default DefaultLimits).
	Limits Limits
	// MaxTokens caps the tokens a model may generate per request (0: the
	// server's default). An answer cut by it is never used: the chunk is
	// asked again in halves (see ErrTruncated).
	MaxTokens int
}

// ConfigFromEnv reads OPENAI_API_KEY, AXAGENT_LLM_BASE_URL (else
// OPENAI_BASE_URL) and AXAGENT_LLM_MODEL.
func ConfigFromEnv() Config {
	base := os.Getenv(EnvBaseURL)
	if base == "" {
		base = os.Getenv("OPENAI_BASE_URL")
	}
	return Config{APIKey: os.Getenv("OPENAI_API_KEY"), BaseURL: base, Model: os.Getenv(EnvModel)}
}

// The environment variables that point axagent at a model (the opt-in
// quality run reads them too).
const (
	EnvBaseURL = "AXAGENT_LLM_BASE_URL"
	EnvModel   = "AXAGENT_LLM_MODEL"
)

// LogValue keeps the API key out of logs.
func (c Config) LogValue() slog.Value {
	return slog.GroupValue(slog.String("base_url", c.BaseURL), slog.String("model", c.Model), slog.Bool("api_key_set", c.APIKey != ""))
}

// String keeps the API key out of %v.
func (c Config) String() string {
	return fmt.Sprintf("llm.Config{base_url=%s model=%s api_key_set=%t}", c.BaseURL, c.Model, c.APIKey != "")
}

// Stats counts model use, for metrics.
type Stats struct {
	Requests         int64 // HTTP requests sent (attempts)
	Retries          int64
	CacheHits        int64
	CacheMisses      int64
	PromptTokens     int64
	CompletionTokens int64
	Failures         int64 // extractions that ended in an error
	// Chunks is how many pieces the notes were sent in.
	Chunks int64
	// EvidenceDropped counts actions dropped because their evidence quote
	// was missing or not found in the notes.
	EvidenceDropped int64
	// JSONObjectFallbacks counts requests retried with response_format
	// json_object because the server refused json_schema.
	JSONObjectFallbacks int64
	// Splits counts chunks asked again in halves: the answer was cut
	// (max_tokens), reached the schema's maxItems, or the prompt did not
	// fit the server's context.
	Splits int64
}

// Extractor implements extract.Extractor with a language model.
type Extractor struct {
	cfg    Config
	client *openai.Client
	// schema is the answer's JSON Schema with cfg.Limits.
	schema string

	requests, retries, hits, misses, promptTokens, completionTokens, failures atomic.Int64
	chunks, dropped, fallbacks, splits                                        atomic.Int64
	// jsonObject is set once the server refused json_schema: later requests
	// ask for json_object (the schema is then in the prompt).
	jsonObject atomic.Bool
}

// New builds an extractor. The API key may be empty for local endpoints.
func New(cfg Config) (*Extractor, error) {
	if cfg.Model == "" {
		cfg.Model = "gpt-4o-mini"
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 60 * time.Second
	}
	if cfg.MaxRetries == 0 {
		cfg.MaxRetries = 4
	}
	if cfg.MaxRetryAfter <= 0 {
		cfg.MaxRetryAfter = 2 * time.Minute
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.MaxChunkBytes <= 0 {
		cfg.MaxChunkBytes = DefaultMaxChunkBytes
	}
	if cfg.OverlapLines == 0 {
		cfg.OverlapLines = DefaultOverlapLines
	}
	oc := openai.DefaultConfig(cfg.APIKey)
	if cfg.BaseURL != "" {
		oc.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	}
	hc := cfg.HTTPClient
	if hc == nil {
		hc = &http.Client{}
	}
	base := hc.Transport
	if base == nil {
		base = http.DefaultTransport
	}
	wrapped := *hc
	wrapped.Transport = &retryAfterTransport{base: base}
	oc.HTTPClient = &wrapped
	cfg.Limits = cfg.Limits.withDefaults()
	return &Extractor{cfg: cfg, client: openai.NewClientWithConfig(oc), schema: answerSchema(cfg.Limits)}, nil
}

// Stats returns the counters so far.
func (e *Extractor) Stats() Stats {
	return Stats{Requests: e.requests.Load(), Retries: e.retries.Load(), CacheHits: e.hits.Load(), CacheMisses: e.misses.Load(),
		PromptTokens: e.promptTokens.Load(), CompletionTokens: e.completionTokens.Load(), Failures: e.failures.Load(),
		Chunks: e.chunks.Load(), EvidenceDropped: e.dropped.Load(), JSONObjectFallbacks: e.fallbacks.Load(), Splits: e.splits.Load()}
}

// AnswerError is a model answer that is not the JSON asked for.
type AnswerError struct{ Problem string }

func (e *AnswerError) Error() string { return "model answer rejected: " + e.Problem }

// ErrTruncated: the model's answer was cut before it ended — finish_reason
// "length", or (llama.cpp) HTTP 500 because the server could not parse the
// cut structured answer. Asking again gives the same cut answer, so it is
// never retried as it is: the chunk is asked again in halves, and only a
// chunk that cannot be split fails with it.
var ErrTruncated = errors.New("model answer truncated (max_tokens or the server's limit reached)")

// ErrContextExceeded: the prompt does not fit the server's context. The
// chunk is asked again in halves; only a chunk that cannot be split fails
// with it.
var ErrContextExceeded = errors.New("prompt exceeds the model server's context size")

// minSplitBytes: a chunk this small is not split further.
const minSplitBytes = 64

// Extract implements extract.Extractor.
func (e *Extractor) Extract(ctx context.Context, in extract.Input) ([]extract.Candidate, error) {
	cands, err := e.extract(ctx, in)
	if err != nil {
		e.failures.Add(1)
		return nil, fmt.Errorf("llm extract: %w", err)
	}
	return cands, nil
}

func (e *Extractor) extract(ctx context.Context, in extract.Input) ([]extract.Candidate, error) {
	var hints []extract.Candidate
	if e.cfg.Hints != nil {
		h, err := e.cfg.Hints.Extract(ctx, in)
		if err != nil {
			return nil, fmt.Errorf("hints: %w", err)
		}
		hints = h
	}
	chunks, err := Split(ctx, in.Notes, e.cfg.MaxChunkBytes, e.cfg.OverlapLines)
	if err != nil {
		return nil, fmt.Errorf("split notes: %w", err)
	}
	var out []extract.Candidate
	// An action seen in two overlapping chunks quotes the same line: it is
	// kept once, from the first chunk, so merging adds no duplicate and
	// axagent numbers it like any other (R3).
	seen := map[string]bool{}
	total := len(chunks)
	for len(chunks) > 0 {
		ch := chunks[0]
		chunks = chunks[1:]
		ans, err := e.ask(ctx, in, ch, hintsIn(hints, ch), total)
		// A cut answer, a full one (maxItems reached: the list may have
		// been cut by the bound) or a prompt too large for the server:
		// ask again in halves, never use what came back.
		full := err == nil && len(ans.Actions) >= e.cfg.Limits.MaxActions
		if errors.Is(err, ErrTruncated) || errors.Is(err, ErrContextExceeded) || full {
			if halves, ok := halve(ctx, ch); ok {
				e.splits.Add(1)
				e.cfg.Logger.Warn("llm: asking again in halves", "lines", fmt.Sprintf("%d-%d", ch.Start, ch.End), "full", full, "err", err)
				chunks = append(halves, chunks...)
				total += len(halves) - 1
				continue
			}
		}
		if full && err == nil {
			// A list stopped by the bound that cannot be asked in parts
			// (one table larger than an answer) would lose its tail.
			err = fmt.Errorf("%w: the answer reached the schema's %d actions (llm limits) and the lines cannot be split further", ErrTruncated, e.cfg.Limits.MaxActions)
		}
		if err != nil {
			return nil, fmt.Errorf("lines %d-%d: %w", ch.Start, ch.End, err)
		}
		e.chunks.Add(1)
		cands, dropped := validate(in, ans, ch)
		e.dropped.Add(int64(dropped))
		for _, c := range cands {
			k := fmt.Sprintf("%d|%s", c.Line, normSpace(c.Evidence))
			if seen[k] {
				continue
			}
			seen[k] = true
			if hints != nil {
				c.Syntax = "hybrid"
			}
			out = append(out, c)
		}
	}
	return out, nil
}

// ask gets one chunk's answer: from the cache, else from the model.
func (e *Extractor) ask(ctx context.Context, in extract.Input, ch Chunk, hints []extract.Candidate, total int) (answer, error) {
	for {
		jsonObject := e.jsonObject.Load()
		inPrompt := ""
		if jsonObject {
			inPrompt = e.schema
		}
		system, user := prompt(in, ch, hints, total, inPrompt)
		key := cacheKey(e.cfg.Model, system, user)
		var content string
		if e.cfg.Cache != nil {
			v, ok, err := e.cfg.Cache.CacheGet(ctx, key)
			if err != nil {
				return answer{}, fmt.Errorf("read cache: %w", err)
			}
			if ok {
				if _, perr := parseAnswer(v); perr == nil {
					e.hits.Add(1)
					content = v
				}
			}
		}
		if content == "" {
			e.misses.Add(1)
			var err error
			content, err = e.call(ctx, system, user, jsonObject)
			if err != nil {
				if !jsonObject && schemaRefused(err) {
					// The server lacks json_schema (older Ollama, vLLM
					// or llama.cpp builds): ask again for json_object.
					e.jsonObject.Store(true)
					e.fallbacks.Add(1)
					e.cfg.Logger.Warn("llm server refused response_format json_schema; using json_object", "model", e.cfg.Model, "err", err)
					continue
				}
				return answer{}, err
			}
		}
		ans, err := parseAnswer(content)
		if err != nil {
			return answer{}, err
		}
		if e.cfg.Cache != nil {
			// Only a well-formed answer is cached: a bad one is retried on
			// the next run.
			if err := e.cfg.Cache.CachePut(ctx, key, content, e.cfg.Now()); err != nil {
				return answer{}, fmt.Errorf("write cache: %w", err)
			}
		}
		return ans, nil
	}
}

// schemaRefused: a 400/422/501-class answer that names the response
// format — the server does not support structured output by schema.
func schemaRefused(err error) bool {
	status, msg := apiStatus(err)
	m := strings.ToLower(msg)
	// Older llama.cpp builds (and forks) refuse with 500 "response_format
	// type must be one of "text" or "json_object", but got: json_schema".
	if status == http.StatusInternalServerError && strings.Contains(m, "response_format") && strings.Contains(m, "json_schema") {
		return true
	}
	if status != http.StatusBadRequest && status != http.StatusUnprocessableEntity && status != http.StatusNotImplemented {
		return false
	}
	for _, w := range []string{"response_format", "json_schema", "schema", "format"} {
		if strings.Contains(m, w) {
			return true
		}
	}
	return false
}

func cacheKey(model, system, user string) string {
	h := sha256.New()
	h.Write([]byte(system))
	h.Write([]byte{0})
	h.Write([]byte(user))
	return "llm-extract/" + PromptVersion + "/" + model + "/" + hex.EncodeToString(h.Sum(nil))
}

// call asks the model, retrying transient failures.
func (e *Extractor) call(ctx context.Context, system, user string, jsonObject bool) (string, error) {
	format := &openai.ChatCompletionResponseFormat{
		Type:       openai.ChatCompletionResponseFormatTypeJSONSchema,
		JSONSchema: &openai.ChatCompletionResponseFormatJSONSchema{Name: "meeting_actions", Schema: json.RawMessage(e.schema), Strict: true},
	}
	if jsonObject {
		format = &openai.ChatCompletionResponseFormat{Type: openai.ChatCompletionResponseFormatTypeJSONObject}
	}
	req := openai.ChatCompletionRequest{
		Model: e.cfg.Model,
		Messages: []openai.ChatCompletionMessage{
			{Role: openai.ChatMessageRoleSystem, Content: system},
			{Role: openai.ChatMessageRoleUser, Content: user},
		},
		// go-openai omits a zero temperature (omitempty), which servers
		// read as their default of 1; the smallest float is sent and is 0
		// in effect.
		Temperature:    math.SmallestNonzeroFloat32,
		ResponseFormat: format,
		MaxTokens:      e.cfg.MaxTokens,
	}
	exp := backoff.NewExponentialBackOff()
	exp.InitialInterval = time.Second
	exp.MaxInterval = 30 * time.Second
	exp.MaxElapsedTime = 0
	ra := &retryAfterBackOff{exp: exp, max: e.cfg.MaxRetryAfter}
	b := backoff.WithContext(backoff.WithMaxRetries(ra, uint64(e.cfg.MaxRetries)), ctx)
	attempt := 0
	op := func() (string, error) {
		attempt++
		if attempt > 1 {
			e.retries.Add(1)
		}
		info := &attemptInfo{}
		actx, cancel := context.WithTimeout(context.WithValue(ctx, attemptKey{}, info), e.cfg.Timeout)
		defer cancel()
		e.requests.Add(1)
		resp, err := e.client.CreateChatCompletion(actx, req)
		if err != nil {
			if ctx.Err() != nil {
				return "", backoff.Permanent(ctx.Err())
			}
			if kind := answerCut(err); kind != nil {
				return "", backoff.Permanent(fmt.Errorf("%w: %v", kind, err))
			}
			if schemaRefused(err) {
				// Not a failure to retry: ask answers it with json_object.
				return "", backoff.Permanent(err)
			}
			if retryable(err) {
				ra.next = info.retryAfter
				return "", err
			}
			return "", backoff.Permanent(err)
		}
		e.promptTokens.Add(int64(resp.Usage.PromptTokens))
		e.completionTokens.Add(int64(resp.Usage.CompletionTokens))
		if len(resp.Choices) == 0 {
			return "", backoff.Permanent(&AnswerError{"no choices"})
		}
		if resp.Choices[0].FinishReason == openai.FinishReasonLength {
			return "", backoff.Permanent(fmt.Errorf("%w: finish_reason length after %d tokens", ErrTruncated, resp.Usage.CompletionTokens))
		}
		return resp.Choices[0].Message.Content, nil
	}
	notify := func(err error, d time.Duration) {
		e.cfg.Logger.Warn("llm call failed, retrying", "model", e.cfg.Model, "attempt", attempt, "wait", d, "err", err)
	}
	content, err := backoff.RetryNotifyWithTimerAndData(op, b, notify, e.cfg.Timer)
	if err != nil {
		return "", fmt.Errorf("chat completion (%d attempts): %w", attempt, err)
	}
	return content, nil
}

// answerCut tells the server's errors that asking again unchanged cannot
// fix: a structured answer cut before its end (llama.cpp answers HTTP 500
// "Failed to parse input …" when max_tokens cuts a json_schema answer) and
// a prompt larger than the server's context.
func answerCut(err error) error {
	status, msg := apiStatus(err)
	m := strings.ToLower(msg)
	switch {
	case status == http.StatusBadRequest && (strings.Contains(m, "exceed_context_size") || strings.Contains(m, "context size") || strings.Contains(m, "context length") || strings.Contains(m, "maximum context")):
		return ErrContextExceeded
	case status == http.StatusInternalServerError && (strings.Contains(m, "failed to parse") || strings.Contains(m, "does not match the expected") || strings.Contains(m, "parse error")):
		return ErrTruncated
	}
	return nil
}

// apiStatus is an API error's HTTP status and message (with its type).
func apiStatus(err error) (int, string) {
	var apiErr *openai.APIError
	var reqErr *openai.RequestError
	switch {
	case errors.As(err, &apiErr):
		return apiErr.HTTPStatusCode, apiErr.Message + " " + apiErr.Type
	case errors.As(err, &reqErr):
		return reqErr.HTTPStatusCode, string(reqErr.Body) + " " + reqErr.Error()
	}
	return 0, ""
}

// halve splits a chunk in two on the notes' structure (never inside a
// table); false when it cannot be split further.
func halve(ctx context.Context, ch Chunk) ([]Chunk, bool) {
	if len(ch.Text) < 2*minSplitBytes {
		return nil, false
	}
	parts, err := Split(ctx, []byte(ch.Text), len(ch.Text)/2, 0)
	if err != nil || len(parts) < 2 {
		return nil, false
	}
	for i := range parts {
		parts[i].Start += ch.Start - 1
		parts[i].End += ch.Start - 1
	}
	return parts, true
}

// retryable: rate limits, server errors, timeouts and network failures.
func retryable(err error) bool {
	var apiErr *openai.APIError
	if errors.As(err, &apiErr) {
		return apiErr.HTTPStatusCode == http.StatusTooManyRequests || apiErr.HTTPStatusCode >= 500
	}
	var reqErr *openai.RequestError
	if errors.As(err, &reqErr) {
		return reqErr.HTTPStatusCode == http.StatusTooManyRequests || reqErr.HTTPStatusCode >= 500
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return true
	}
	var ne net.Error
	return errors.As(err, &ne)
}

type attemptKey struct{}

type attemptInfo struct{ retryAfter time.Duration }

// retryAfterTransport records a response's Retry-After for the attempt.
type retryAfterTransport struct{ base http.RoundTripper }

func (t *retryAfterTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	resp, err := t.base.RoundTrip(r)
	if err == nil && resp != nil {
		if info, ok := r.Context().Value(attemptKey{}).(*attemptInfo); ok {
			info.retryAfter = parseRetryAfter(resp.Header.Get("Retry-After"), time.Now())
		}
	}
	return resp, err
}

func parseRetryAfter(v string, now time.Time) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0
	}
	if s, err := strconv.Atoi(v); err == nil && s >= 0 {
		return time.Duration(s) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil && t.After(now) {
		return t.Sub(now)
	}
	return 0
}

// retryAfterBackOff waits what the server asked for (capped) when it said,
// and the exponential backoff otherwise.
type retryAfterBackOff struct {
	exp  *backoff.ExponentialBackOff
	max  time.Duration
	next time.Duration
}

func (b *retryAfterBackOff) Reset() { b.exp.Reset(); b.next = 0 }

func (b *retryAfterBackOff) NextBackOff() time.Duration {
	d := b.exp.NextBackOff()
	if b.next > 0 {
		d = min(b.next, b.max)
		b.next = 0
	}
	return d
}

var _ extract.Extractor = (*Extractor)(nil)

// Possible implements extract.PossibleFinder with Config.Signals: the
// lines with commitment signals that the model's answer did not cover.
func (e *Extractor) Possible(ctx context.Context, in extract.Input, extracted []extract.Candidate) ([]extract.PossibleAction, error) {
	if e.cfg.Signals == nil {
		return nil, nil
	}
	return e.cfg.Signals.Possible(ctx, in, extracted)
}

// dateOf is axagent's own resolution of a due expression.
func dateOf(expr string, meeting dates.Date) dates.Result { return dates.Resolve(expr, meeting) }
