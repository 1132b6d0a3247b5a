package fakekit

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"
	"github.com/vektah/gqlparser/v2/validator"
)

// GraphQL returns the contract of a GraphQL endpoint at path described by
// an SDL schema: a request must be a POST of JSON {query, variables,
// operationName?} with an Authorization header, whose query validates
// against the schema and whose variables fit the operation's variable
// types; an answer must be JSON {data, errors?} where data has exactly the
// selected fields with the schema's types (non-null kept, scalars of the
// right JSON kind, TimelessDate as YYYY-MM-DD, DateTime as RFC 3339) and
// every error has a message (a 5xx that is not JSON, as a proxy sends
// it, passes). It panics on an SDL that does not load.
func GraphQL(name, path, sdl string) *Contract {
	schema, err := gqlparser.LoadSchema(&ast.Source{Name: name, Input: sdl})
	if err != nil {
		panic(fmt.Sprintf("fakekit: %s SDL: %v", name, err))
	}
	c := &Contract{name: name}
	c.check = func(r *http.Request, body []byte) (func(int, http.Header, []byte) error, error) {
		return checkGraphQL(schema, path, r, body)
	}
	return c
}

func checkGraphQL(schema *ast.Schema, path string, r *http.Request, body []byte) (func(int, http.Header, []byte) error, error) {
	if r.URL.Path != path || r.Method != http.MethodPost {
		return nil, fmt.Errorf("the API is POST %s", path)
	}
	if r.Header.Get("Authorization") == "" {
		return nil, errors.New("header Authorization is missing")
	}
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		return nil, fmt.Errorf("Content-Type %q: want application/json", ct)
	}
	var in struct {
		Query         string         `json:"query"`
		Variables     map[string]any `json:"variables"`
		OperationName string         `json:"operationName"`
	}
	dec := json.NewDecoder(strings.NewReader(string(body)))
	dec.UseNumber()
	if err := dec.Decode(&in); err != nil {
		return nil, fmt.Errorf("body: %w", err)
	}
	doc, errs := gqlparser.LoadQuery(schema, in.Query)
	if len(errs) > 0 {
		return nil, fmt.Errorf("query: %v", errs)
	}
	op := doc.Operations.ForName(in.OperationName)
	if op == nil {
		return nil, fmt.Errorf("no operation %q in the query", in.OperationName)
	}
	vars := map[string]any{}
	for k, v := range in.Variables {
		vars[k] = numbers(v)
	}
	if _, err := validator.VariableValues(schema, op, vars); err != nil {
		return nil, fmt.Errorf("variables: %w", err)
	}
	return func(status int, h http.Header, b []byte) error {
		return checkGraphQLAnswer(schema, op, status, h, b)
	}, nil
}

// numbers turns json.Number into the int64/float64 gqlparser expects.
func numbers(v any) any {
	switch x := v.(type) {
	case json.Number:
		if i, err := x.Int64(); err == nil {
			return i
		}
		f, _ := x.Float64()
		return f
	case map[string]any:
		for k, e := range x {
			x[k] = numbers(e)
		}
	case []any:
		for i, e := range x {
			x[i] = numbers(e)
		}
	}
	return v
}

func checkGraphQLAnswer(schema *ast.Schema, op *ast.OperationDefinition, status int, h http.Header, b []byte) error {
	ct := h.Get("Content-Type")
	if status >= 500 && !strings.HasPrefix(ct, "application/json") {
		return nil // a proxy in front of the API answers 5xx in any shape
	}
	if !strings.HasPrefix(ct, "application/json") {
		return fmt.Errorf("Content-Type %q: want application/json", ct)
	}
	var out map[string]json.RawMessage
	if err := json.Unmarshal(b, &out); err != nil {
		return fmt.Errorf("body: %w", err)
	}
	var problems []string
	for k := range out {
		if k != "data" && k != "errors" && k != "extensions" {
			problems = append(problems, fmt.Sprintf("unknown top-level key %q", k))
		}
	}
	hasErrors := false
	if raw, ok := out["errors"]; ok {
		var errs []map[string]any
		if err := json.Unmarshal(raw, &errs); err != nil || len(errs) == 0 {
			problems = append(problems, "errors: want a non-empty list of objects")
		}
		hasErrors = len(errs) > 0
		for i, e := range errs {
			if m, ok := e["message"].(string); !ok || m == "" {
				problems = append(problems, fmt.Sprintf("errors[%d].message: want a non-empty string", i))
			}
			if ext, ok := e["extensions"]; ok {
				if _, ok := ext.(map[string]any); !ok {
					problems = append(problems, fmt.Sprintf("errors[%d].extensions: want an object", i))
				}
			}
		}
	}
	raw, ok := out["data"]
	switch {
	case !ok && !hasErrors:
		problems = append(problems, "neither data nor errors")
	case ok && string(raw) == "null":
		if !hasErrors {
			problems = append(problems, "data is null without errors")
		}
	case ok:
		var data any
		if err := json.Unmarshal(raw, &data); err != nil {
			problems = append(problems, "data: "+err.Error())
			break
		}
		problems = append(problems, checkSelection(schema, op.SelectionSet, data, "data", hasErrors)...)
	}
	if status != http.StatusOK && !hasErrors {
		problems = append(problems, fmt.Sprintf("status %d without errors", status))
	}
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "; "))
	}
	return nil
}

var (
	timelessDateRe = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
)

// checkSelection checks v, the value of an object, against the fields
// selected on it. partial: the answer carries errors, so a nullable field
// may be null in its place.
func checkSelection(schema *ast.Schema, sel ast.SelectionSet, v any, path string, partial bool) []string {
	obj, ok := v.(map[string]any)
	if !ok {
		return []string{path + ": want an object"}
	}
	var problems []string
	seen := map[string]bool{}
	for _, s := range sel {
		f, ok := s.(*ast.Field)
		if !ok {
			problems = append(problems, path+": fragments are not checked by the fake's contract")
			continue
		}
		key := f.Alias
		if key == "" {
			key = f.Name
		}
		seen[key] = true
		val, present := obj[key]
		if !present {
			problems = append(problems, fmt.Sprintf("%s.%s: selected but missing", path, key))
			continue
		}
		problems = append(problems, checkValue(schema, f, f.Definition.Type, val, path+"."+key, partial)...)
	}
	for k := range obj {
		if !seen[k] {
			problems = append(problems, fmt.Sprintf("%s.%s: not selected", path, k))
		}
	}
	return problems
}

func checkValue(schema *ast.Schema, f *ast.Field, t *ast.Type, v any, path string, partial bool) []string {
	if v == nil {
		if t.NonNull {
			return []string{path + ": null for a non-null " + t.String()}
		}
		return nil
	}
	if t.Elem != nil {
		list, ok := v.([]any)
		if !ok {
			return []string{path + ": want a list for " + t.String()}
		}
		var problems []string
		for i, e := range list {
			problems = append(problems, checkValue(schema, f, t.Elem, e, fmt.Sprintf("%s[%d]", path, i), partial)...)
		}
		return problems
	}
	def := schema.Types[t.NamedType]
	if def == nil {
		return []string{path + ": unknown type " + t.NamedType}
	}
	switch def.Kind {
	case ast.Object, ast.Interface:
		return checkSelection(schema, f.SelectionSet, v, path, partial)
	case ast.Enum:
		s, ok := v.(string)
		if !ok || def.EnumValues.ForName(s) == nil {
			return []string{fmt.Sprintf("%s: %v is not a value of enum %s", path, v, def.Name)}
		}
		return nil
	case ast.Scalar:
		return checkScalar(def.Name, v, path)
	}
	return []string{path + ": unexpected kind " + string(def.Kind)}
}

func checkScalar(name string, v any, path string) []string {
	bad := func(want string) []string { return []string{fmt.Sprintf("%s: %v is not %s (%s)", path, v, want, name)} }
	switch name {
	case "Boolean":
		if _, ok := v.(bool); !ok {
			return bad("a boolean")
		}
	case "Int":
		n, ok := v.(float64)
		if !ok || n != math.Trunc(n) {
			return bad("an integer")
		}
	case "Float":
		if _, ok := v.(float64); !ok {
			return bad("a number")
		}
	case "TimelessDate":
		s, ok := v.(string)
		if !ok || !timelessDateRe.MatchString(s) {
			return bad("a YYYY-MM-DD date")
		}
		if _, err := time.Parse(time.DateOnly, s); err != nil {
			return bad("a calendar date")
		}
	case "DateTime":
		s, ok := v.(string)
		if !ok {
			return bad("a string")
		}
		if _, err := time.Parse(time.RFC3339Nano, s); err != nil {
			return bad("an RFC 3339 date-time")
		}
	case "JSON", "JSONObject":
	default: // String, ID and the schema's other string scalars
		if _, ok := v.(string); !ok {
			return bad("a string")
		}
	}
	return nil
}

// SelectGraphQL keeps of data (a fake's whole answer for an operation's
// root fields) only what query selects, under each field's alias, as a
// GraphQL server answers: a fake may build whole objects and still answer
// exactly the selection.
func SelectGraphQL(query string, data map[string]any) map[string]any {
	doc, err := parser.ParseQuery(&ast.Source{Input: query})
	if err != nil || len(doc.Operations) == 0 {
		return data
	}
	out, _ := selectSet(doc.Operations[0].SelectionSet, data).(map[string]any)
	return out
}

func selectSet(sel ast.SelectionSet, v any) any {
	switch x := v.(type) {
	case []map[string]any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = selectSet(sel, e)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = selectSet(sel, e)
		}
		return out
	case map[string]any:
		if len(sel) == 0 {
			return x
		}
		out := map[string]any{}
		for _, s := range sel {
			f, ok := s.(*ast.Field)
			if !ok {
				continue
			}
			key := f.Alias
			if key == "" {
				key = f.Name
			}
			if val, ok := x[f.Name]; ok {
				out[key] = selectSet(f.SelectionSet, val)
			}
		}
		return out
	}
	return v
}
