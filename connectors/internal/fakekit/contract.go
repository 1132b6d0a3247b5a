package fakekit

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"sort"
	"strings"
	"sync"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"
)

// A Contract checks a fake's traffic against a schema written from the
// vendor's published API description: every request the connector sends
// (path, method, required headers, parameters, body) and every answer the
// fake gives. A fake that accepted what the vendor refuses, or answered
// what the vendor never would, would hide a broken deployment.
//
// A request that breaks the contract is answered 400 with the violation
// (the vendor would refuse it too); an answer that breaks it is replaced
// by a 500 naming the violation. Either way the violation is recorded on
// the contract and in the process-wide list Checked reads, so a test
// cannot pass over one by accepting any error.
type Contract struct {
	name  string
	check func(r *http.Request, body []byte) (after func(status int, h http.Header, body []byte) error, err error)

	mu         sync.Mutex
	violations []string
	private    bool
}

// Private keeps c's violations to itself (Violations), out of the list
// Checked fails on: for a test that sends a bad request on purpose.
func (c *Contract) Private() *Contract {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.private = true
	return c
}

var (
	allMu sync.Mutex
	all   []string
)

func (c *Contract) record(v string) {
	v = c.name + ": " + v
	c.mu.Lock()
	c.violations = append(c.violations, v)
	private := c.private
	c.mu.Unlock()
	if private {
		return
	}
	allMu.Lock()
	all = append(all, v)
	allMu.Unlock()
}

// Violations returns what this contract refused so far.
func (c *Contract) Violations() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.violations...)
}

// Checked runs a test binary's tests (pass testing.M.Run) and fails it
// when any contract recorded a violation, whatever the tests said: use it
// in TestMain of every package whose tests talk to a fake.
func Checked(run func() int) int {
	code := run()
	allMu.Lock()
	defer allMu.Unlock()
	if len(all) > 0 {
		fmt.Fprintf(os.Stderr, "FAIL: %d API contract violation(s) against the vendors' schemas:\n", len(all))
		for _, v := range all {
			fmt.Fprintln(os.Stderr, "  "+v)
		}
		return 1
	}
	return code
}

// Wrap returns h checked against the contract.
func (c *Contract) Wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			http.Error(w, "read body", http.StatusBadRequest)
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		after, err := c.check(r, body)
		if err != nil {
			msg := fmt.Sprintf("request %s %s: %v", r.Method, r.URL.RequestURI(), err)
			c.record(msg)
			writeViolation(w, http.StatusBadRequest, msg)
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		rec := &recorder{under: w, header: http.Header{}, status: http.StatusOK}
		h.ServeHTTP(rec, r)
		if rec.hijacked {
			return // the fake dropped the connection: nothing was answered
		}
		if err := after(rec.status, rec.header, rec.body.Bytes()); err != nil {
			msg := fmt.Sprintf("answer %d to %s %s: %v", rec.status, r.Method, r.URL.RequestURI(), err)
			c.record(msg)
			writeViolation(w, http.StatusInternalServerError, msg)
			return
		}
		for k, v := range rec.header {
			w.Header()[k] = v
		}
		w.WriteHeader(rec.status)
		w.Write(rec.body.Bytes())
	})
}

func writeViolation(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("X-Contract-Violation", "1")
	w.WriteHeader(status)
	io.WriteString(w, "contract violation: "+msg)
}

// recorder holds the fake's answer until it is checked; a fake that drops
// the connection (DropConnection) reaches the real connection.
type recorder struct {
	under    http.ResponseWriter
	header   http.Header
	status   int
	wrote    bool
	body     bytes.Buffer
	hijacked bool
}

func (r *recorder) Header() http.Header { return r.header }

func (r *recorder) WriteHeader(status int) {
	if !r.wrote {
		r.status, r.wrote = status, true
	}
}

func (r *recorder) Write(b []byte) (int, error) {
	r.wrote = true
	return r.body.Write(b)
}

func (r *recorder) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	hj, ok := r.under.(http.Hijacker)
	if !ok {
		return nil, nil, fmt.Errorf("fakekit: the response writer cannot be hijacked")
	}
	r.hijacked = true
	return hj.Hijack()
}

// OpenAPI returns the contract of an OpenAPI 3 document (YAML or JSON).
// Its paths carry the whole URL path (no servers), so the fake may sit at
// any address. It panics on a document that does not load: the schema is
// the test's own data.
func OpenAPI(name string, spec []byte) *Contract {
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(spec)
	if err != nil {
		panic(fmt.Sprintf("fakekit: %s schema: %v", name, err))
	}
	if err := doc.Validate(loader.Context); err != nil {
		panic(fmt.Sprintf("fakekit: %s schema is not valid OpenAPI 3: %v", name, err))
	}
	doc.Servers = nil
	router, err := gorillamux.NewRouter(doc)
	if err != nil {
		panic(fmt.Sprintf("fakekit: %s schema: %v", name, err))
	}
	c := &Contract{name: name}
	c.check = func(r *http.Request, body []byte) (func(int, http.Header, []byte) error, error) {
		return checkOpenAPI(router, r, body)
	}
	return c
}

func checkOpenAPI(router routers.Router, r *http.Request, body []byte) (func(int, http.Header, []byte) error, error) {
	route, params, err := router.FindRoute(r)
	if err != nil {
		return nil, fmt.Errorf("no such operation in the schema: %w", err)
	}
	in := &openapi3filter.RequestValidationInput{Request: r, PathParams: params, Route: route,
		Options: &openapi3filter.Options{MultiError: true, AuthenticationFunc: authenticate}}
	if err := openapi3filter.ValidateRequest(context.Background(), in); err != nil {
		return nil, flatten(err)
	}
	return func(status int, h http.Header, b []byte) error {
		out := &openapi3filter.ResponseValidationInput{RequestValidationInput: in, Status: status, Header: h,
			Body: io.NopCloser(bytes.NewReader(b)), Options: &openapi3filter.Options{MultiError: true, IncludeResponseStatus: true}}
		if err := openapi3filter.ValidateResponse(context.Background(), out); err != nil {
			return flatten(err)
		}
		return nil
	}, nil
}

// authenticate checks that a request carries the credential its security
// scheme names, in the place and form the vendor documents; whether it is
// the right one is the fake's business.
func authenticate(_ context.Context, in *openapi3filter.AuthenticationInput) error {
	s := in.SecurityScheme
	r := in.RequestValidationInput.Request
	switch s.Type {
	case "http":
		want := map[string]string{"bearer": "Bearer ", "basic": "Basic "}[strings.ToLower(s.Scheme)]
		if !strings.HasPrefix(r.Header.Get("Authorization"), want) {
			return fmt.Errorf("security %s: want an Authorization: %s… header", in.SecuritySchemeName, strings.TrimSpace(want))
		}
	case "apiKey":
		if s.In == "header" && r.Header.Get(s.Name) == "" {
			return fmt.Errorf("security %s: header %s is missing", in.SecuritySchemeName, s.Name)
		}
	default:
		return fmt.Errorf("security scheme type %q is not supported by the fake's contract", s.Type)
	}
	return nil
}

// flatten turns kin-openapi's nested errors into one readable line each.
func flatten(err error) error {
	var lines []string
	var walk func(error)
	walk = func(e error) {
		if me, ok := e.(openapi3.MultiError); ok {
			for _, x := range me {
				walk(x)
			}
			return
		}
		lines = append(lines, strings.Join(strings.Fields(e.Error()), " "))
	}
	walk(err)
	sort.Strings(lines)
	return fmt.Errorf("%s", strings.Join(lines, "; "))
}

// Send sends one request as a test would by hand (a person's edit, a
// request off the contract on purpose) and returns the status; the body
// is JSON.
func Send(method, url, body string, header http.Header) (int, error) {
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		return 0, err
	}
	for k, v := range header {
		req.Header[k] = v
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode, nil
}
