// Package config loads axagent.yaml. Unknown keys are errors (named with
// their line), secrets are never stored here: only the names of the
// environment variables that hold them.
package config

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/goccy/go-yaml"

	"github.com/axagent/axagent/connectors/github"
	"github.com/axagent/axagent/connectors/gitlab"
	"github.com/axagent/axagent/connectors/jira"
	"github.com/axagent/axagent/connectors/linear"
	"github.com/axagent/axagent/connectors/redmine"
	"github.com/axagent/axagent/ledger"
)

// Config is the whole file.
type Config struct {
	// file is the path Load read ("" for the defaults): errors found
	// later, such as a tracker section's empty token variable, name it.
	file string
	// Timezone resolves relative due dates (default Asia/Seoul).
	Timezone string `yaml:"timezone"`
	// Roster is the path of the roster file.
	Roster string `yaml:"roster"`
	// Extractor is "rules" (default), "llm", or "hybrid" (the model with
	// the rules' candidates as hints).
	Extractor string    `yaml:"extractor"`
	LLM       LLMConfig `yaml:"llm"`
	// RetentionDays keeps keys at least this long (default 45).
	RetentionDays int           `yaml:"retention_days"`
	Sandbox       SandboxConfig `yaml:"sandbox"`
	// Target is the task connector: "sandbox" (default), "redmine",
	// "jira", "github", "linear" or "gitlab"; its section below configures
	// it (secrets only as the names of environment variables).
	Target  string         `yaml:"target"`
	Redmine redmine.Config `yaml:"redmine"`
	Jira    jira.Config    `yaml:"jira"`
	GitHub  github.Config  `yaml:"github"`
	Linear  linear.Config  `yaml:"linear"`
	GitLab  gitlab.Config  `yaml:"gitlab"`
	// Routes send tenants/projects to other targets than Target (several
	// trackers in one deployment); the first matching route wins, and keys
	// no route matches go to Target.
	Routes []Route `yaml:"routes"`
	// RateLimits bound the creates, updates and cancels sent to a target
	// ("5/s", "100/m", "3000/h"), across every worker sharing the ledger.
	RateLimits map[string]string `yaml:"rate_limits"`
	// Channel is the notification channel: "sandbox" (default), "smtp",
	// "webhook" or "slack".
	Channel  string         `yaml:"channel"`
	Channels map[string]any `yaml:"channels"`
	// Notify chooses per-task messages or one digest per person per
	// meeting, and the default channel order (see NotifyConfig).
	Notify NotifyConfig `yaml:"notify"`
	// Permissions say which tenants and projects each connector may write
	// (R7). Empty means the built-in default: the sandbox may write all.
	Permissions []Permission  `yaml:"permissions"`
	Webhook     WebhookConfig `yaml:"webhook"`
	// Approval is "auto" (default) or "required": with required, ready
	// actions wait as needs-human ("awaiting approval") until a person
	// approves them. Approvals set it per tenant/project; the last
	// matching rule wins.
	Approval  string         `yaml:"approval"`
	Approvals []ApprovalRule `yaml:"approvals"`
	// Console is the operator console; off unless operators are listed.
	Console ConsoleConfig `yaml:"console"`
	// OperatorsNotify sends operators a digest of keys waiting for them.
	OperatorsNotify OperatorNotify `yaml:"operators_notify"`
	Worker          WorkerConfig   `yaml:"worker"`
	// Series tunes how a later meeting's actions are tied to earlier tasks.
	Series SeriesConfig `yaml:"series"`
}

// SeriesConfig: Ambiguous says what happens to an action that may be an
// earlier task but the evidence is partial: "create" (default) files it
// and shows the possible link for a person to merge; "hold" holds it for
// a person.
type SeriesConfig struct {
	Ambiguous string `yaml:"ambiguous"`
}

type LLMConfig struct {
	Model         string `yaml:"model"`
	BaseURL       string `yaml:"base_url"`
	APIKeyEnv     string `yaml:"api_key_env"`
	TimeoutSecond int    `yaml:"timeout_seconds"`
}

type SandboxConfig struct {
	// URL of a running `axagent sandbox serve`; empty = in-process.
	URL string `yaml:"url"`
	// StateFile for the in-process sandbox (default: beside the ledger).
	StateFile string `yaml:"state_file"`
}

type Permission struct {
	Connector string   `yaml:"connector"`
	Tenants   []string `yaml:"tenants"`
	Projects  []string `yaml:"projects"`
	// Operations limits the operations (create-task, update-task); empty = all.
	Operations []string `yaml:"operations"`
}

// ConsoleConfig configures the operator console (axagent console, or
// axagent worker --listen).
type ConsoleConfig struct {
	// Operators who may sign in; none means the console is off.
	Operators []Operator `yaml:"operators"`
	// SessionHours bounds a sign-in (default 8).
	SessionHours int `yaml:"session_hours"`
}

// Operator is one person who may sign in to the console: with the token
// held by the environment variable TokenEnv, to see and act on Tenants
// ("*" for all).
type Operator struct {
	Name     string   `yaml:"name"`
	TokenEnv string   `yaml:"token_env"`
	Tenants  []string `yaml:"tenants"`
}

// MaySee reports whether the operator may see tenant.
func (o Operator) MaySee(tenant string) bool {
	for _, t := range o.Tenants {
		if t == "*" || t == tenant {
			return true
		}
	}
	return false
}

// ApprovalRule sets the approval policy for some tenants and projects
// (empty lists and "*" match all).
type ApprovalRule struct {
	Tenants  []string `yaml:"tenants"`
	Projects []string `yaml:"projects"`
	Approval string   `yaml:"approval"`
}

type WebhookConfig struct {
	SecretEnv    string `yaml:"secret_env"`
	MaxBodyBytes int64  `yaml:"max_body_bytes"`
	// Tolerance is how far webhook-timestamp may be from now (default 5m;
	// shorter than the retention window, which is how long delivery IDs
	// are remembered).
	Tolerance string `yaml:"tolerance"`
	// LegacySignature also accepts the old X-Hub-Signature-256 (an HMAC of
	// the body alone, no timestamp) with X-Delivery-ID: replayable, so
	// only while senders move to Standard Webhooks (warned at start-up).
	LegacySignature bool `yaml:"legacy_signature"`
	// MaxUnauthenticated caps requests whose sender is not yet known
	// (their bodies are read to check the signature) in flight at once on
	// the worker's listener (default 16); more are answered 503.
	MaxUnauthenticated int `yaml:"max_unauthenticated"`
}

type WorkerConfig struct {
	Concurrency     int    `yaml:"concurrency"`
	Lease           string `yaml:"lease"`
	MaxAttempts     int    `yaml:"max_attempts"`
	BackoffInitial  string `yaml:"backoff_initial"`
	BackoffMax      string `yaml:"backoff_max"`
	ShutdownTimeout string `yaml:"shutdown_timeout"`
	// ReconcileRecheck is the wait between lookups that found nothing
	// (default 30s); ReconcileChecks how many before giving up (default 3).
	ReconcileRecheck string `yaml:"reconcile_recheck"`
	ReconcileChecks  int    `yaml:"reconcile_checks"`
	// HealEvery is how often the worker looks again for the tasks of keys
	// marked needs-human because their task was not found (default 10m;
	// issue 33's self-heal).
	HealEvery string `yaml:"heal_every"`
	// BreakerOpen is how long a tracker's circuit breaker stays open
	// before it lets a trial call through (default 30s).
	BreakerOpen string `yaml:"breaker_open"`
	// Fair claims (issue 17): every claim batch is shared among the
	// tenants with due work in round robin, weighted by each tenant's
	// share (default 1). MaxInFlightPerTenant caps the keys (and,
	// separately, the notifications) a tenant has running under a live
	// lease across every worker of the ledger (0: no cap); a tenant's own
	// max_in_flight overrides it.
	MaxInFlightPerTenant int                     `yaml:"max_in_flight_per_tenant"`
	Tenants              map[string]TenantConfig `yaml:"tenants"`
	// NotifyInline: the worker that records a success sends its
	// notifications right after, claimed in the same transaction
	// (ledger.Handoff), instead of leaving them to a dispatcher pass;
	// never with per-tenant caps, which only a dispatcher's claim counts.
	// Unset: on, on both backends (a claim and its write turn fewer per
	// notification; on SQLite, once a batch's completions shared one time,
	// the handoff claims them in one statement: bench/README.md, issue 32).
	NotifyInline *bool `yaml:"notify_inline"`
}

// Inline reports whether successes' notifications are sent inline:
// NotifyInline, or byDefault when it is unset.
func (w WorkerConfig) Inline(byDefault bool) bool {
	if w.NotifyInline == nil {
		return byDefault
	}
	return *w.NotifyInline
}

// TenantConfig is one tenant's part in fair claims.
type TenantConfig struct {
	Share       float64 `yaml:"share"`
	MaxInFlight int     `yaml:"max_in_flight"`
}

// FairClaims is the worker section's fair-claim policy: per-tenant
// policies and the default cap.
func (w WorkerConfig) FairClaims() (map[string]ledger.TenantPolicy, int) {
	var out map[string]ledger.TenantPolicy
	for name, t := range w.Tenants {
		if out == nil {
			out = map[string]ledger.TenantPolicy{}
		}
		out[name] = ledger.TenantPolicy{Share: t.Share, MaxInFlight: t.MaxInFlight}
	}
	return out, w.MaxInFlightPerTenant
}

// Load reads and validates path; an empty path gives the defaults.
func Load(path string) (*Config, error) {
	c := &Config{}
	if path == "" {
		return c.withDefaults(), nil
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("load config %s: %w", path, err)
	}
	dec := yaml.NewDecoder(bytes.NewReader(b), yaml.DisallowUnknownField())
	if err := dec.Decode(c); err != nil && err.Error() != "EOF" {
		return nil, fmt.Errorf("load config %s: %s", path, yaml.FormatError(err, false, true))
	}
	c.withDefaults()
	if err := c.validate(); err != nil {
		return nil, fmt.Errorf("load config %s: %w", path, err)
	}
	c.file = path
	return c, nil
}

// File is the path the config was loaded from, "" for the defaults.
func (c *Config) File() string { return c.file }

func (c *Config) withDefaults() *Config {
	if c.Timezone == "" {
		c.Timezone = "Asia/Seoul"
	}
	if c.Extractor == "" {
		c.Extractor = "rules"
	}
	if c.Target == "" {
		c.Target = "sandbox"
	}
	if c.Channel == "" {
		c.Channel = "sandbox"
	}
	if c.RetentionDays == 0 {
		c.RetentionDays = int(ledger.DefaultRetention / (24 * time.Hour))
	}
	if c.Approval == "" {
		c.Approval = "auto"
	}
	return c
}

func (c *Config) validate() error {
	if _, err := time.LoadLocation(c.Timezone); err != nil {
		return fmt.Errorf("timezone %q: %w", c.Timezone, err)
	}
	switch c.Extractor {
	case "rules", "llm", "hybrid":
	default:
		return fmt.Errorf("extractor %q: want rules, llm or hybrid", c.Extractor)
	}
	switch c.Target {
	case "sandbox", "redmine", jira.Name, github.Name, linear.Name, gitlab.Name:
	default:
		return fmt.Errorf("target %q: want sandbox, redmine, jira, github, linear or gitlab", c.Target)
	}
	switch c.Channel {
	case "sandbox", "smtp", "webhook", "slack":
	default:
		return fmt.Errorf("channel %q: want sandbox, smtp, webhook or slack", c.Channel)
	}
	if err := c.validateNotify(); err != nil {
		return err
	}
	if err := c.validateRoutes(); err != nil {
		return err
	}
	if c.Approval != "auto" && c.Approval != "required" {
		return fmt.Errorf("approval %q: want auto or required", c.Approval)
	}
	if c.Series.Ambiguous != "" && c.Series.Ambiguous != "create" && c.Series.Ambiguous != "hold" {
		return fmt.Errorf("series.ambiguous %q: want create or hold", c.Series.Ambiguous)
	}
	if c.Worker.MaxInFlightPerTenant < 0 {
		return fmt.Errorf("worker.max_in_flight_per_tenant %d: want 0 (no cap) or more", c.Worker.MaxInFlightPerTenant)
	}
	for name, t := range c.Worker.Tenants {
		if err := ledger.ValidateComponent(name); err != nil {
			return fmt.Errorf("worker.tenants.%s: %w", name, err)
		}
		if t.Share < 0 || t.MaxInFlight < 0 {
			return fmt.Errorf("worker.tenants.%s: share and max_in_flight must not be negative", name)
		}
	}
	for i, r := range c.Approvals {
		if r.Approval != "auto" && r.Approval != "required" {
			return fmt.Errorf("approvals[%d].approval %q: want auto or required", i, r.Approval)
		}
	}
	if err := c.OperatorsNotify.validate(); err != nil {
		return err
	}
	seen := map[string]bool{}
	for i, o := range c.Console.Operators {
		switch {
		case o.Name == "":
			return fmt.Errorf("console.operators[%d]: name is required", i)
		case o.TokenEnv == "":
			return fmt.Errorf("console.operators[%d] (%s): token_env is required (the token itself never goes in the file)", i, o.Name)
		case len(o.Tenants) == 0:
			return fmt.Errorf("console.operators[%d] (%s): tenants is required (\"*\" for all)", i, o.Name)
		case seen[o.Name]:
			return fmt.Errorf("console.operators[%d]: operator %q is listed twice", i, o.Name)
		}
		seen[o.Name] = true
	}
	if c.RetentionDays < 1 {
		return fmt.Errorf("retention_days %d: must be at least 1", c.RetentionDays)
	}
	for _, d := range []struct{ name, v string }{{"worker.lease", c.Worker.Lease}, {"worker.backoff_initial", c.Worker.BackoffInitial},
		{"worker.backoff_max", c.Worker.BackoffMax}, {"worker.shutdown_timeout", c.Worker.ShutdownTimeout},
		{"worker.reconcile_recheck", c.Worker.ReconcileRecheck}, {"worker.heal_every", c.Worker.HealEvery},
		{"worker.breaker_open", c.Worker.BreakerOpen}} {
		if d.v == "" {
			continue
		}
		v, err := time.ParseDuration(d.v)
		if err != nil {
			return fmt.Errorf("%s %q: %w", d.name, d.v, err)
		}
		if v <= 0 {
			// A lease, a wait or a timeout of no time (or less) would
			// spin, or expire as it is taken.
			return fmt.Errorf("%s %q: want more than 0", d.name, d.v)
		}
	}
	for _, n := range []struct {
		name string
		v    int
	}{{"worker.concurrency", c.Worker.Concurrency}, {"worker.max_attempts", c.Worker.MaxAttempts}, {"worker.reconcile_checks", c.Worker.ReconcileChecks}} {
		if n.v < 0 {
			// 0 is "the default"; below it is a typo.
			return fmt.Errorf("%s %d: want 0 (the default) or more", n.name, n.v)
		}
	}
	if c.Webhook.Tolerance != "" {
		d, err := time.ParseDuration(c.Webhook.Tolerance)
		switch {
		case err != nil:
			return fmt.Errorf("webhook.tolerance %q: %w", c.Webhook.Tolerance, err)
		case d <= 0 || d >= c.Retention():
			return fmt.Errorf("webhook.tolerance %s: want more than 0 and less than the retention window (%d days), for which delivery IDs are remembered", d, c.RetentionDays)
		}
	}
	if c.Webhook.MaxUnauthenticated < 0 || c.Webhook.MaxBodyBytes < 0 {
		return fmt.Errorf("webhook.max_unauthenticated and webhook.max_body_bytes must not be negative")
	}
	for i, p := range c.Permissions {
		if p.Connector == "" {
			return fmt.Errorf("permissions[%d]: connector is required", i)
		}
	}
	return nil
}

// Retention is the key retention window.
func (c *Config) Retention() time.Duration { return time.Duration(c.RetentionDays) * 24 * time.Hour }

// Duration parses an optional duration field, falling back to def.
func Duration(v string, def time.Duration) time.Duration {
	if v == "" {
		return def
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		return def
	}
	return d
}

// Allowed reports whether connector may carry out operation for tenant and
// project, with the reason when not (R7). Permission comes from here, never
// from the notes.
func (c *Config) Allowed(connector, tenant, project, operation string) (bool, string) {
	if len(c.Permissions) == 0 {
		if connector == "sandbox" && operation != "cancel-task" {
			return true, ""
		}
		return false, fmt.Sprintf("no permissions configured for connector %s", connector)
	}
	for _, p := range c.Permissions {
		if p.Connector != connector {
			continue
		}
		ops := p.Operations
		if operationKind(operation) == "cancel-task" && !listed(ops, "cancel-task") {
			// Compensation is never implied by a wildcard (R21).
			continue
		}
		if match(p.Tenants, tenant) && match(p.Projects, project) && match(ops, operationKind(operation)) {
			return true, ""
		}
	}
	return false, fmt.Sprintf("connector %s is not permitted to %s in %s/%s (see permissions in the config)", connector, operation, tenant, project)
}

// ApprovalRequired reports whether actions of tenant/project wait for a
// person's approval before anything is created.
func (c *Config) ApprovalRequired(tenant, project string) bool {
	mode := c.Approval
	for _, r := range c.Approvals {
		if match(r.Tenants, tenant) && match(r.Projects, project) {
			mode = r.Approval
		}
	}
	return mode == "required"
}

// operationKind drops an update's sequence: update-task-2 → update-task.
func operationKind(op string) string {
	if i := strings.LastIndex(op, "-"); i > 0 {
		if _, err := strconv.Atoi(op[i+1:]); err == nil {
			return op[:i]
		}
	}
	return op
}

func listed(list []string, v string) bool {
	for _, x := range list {
		if strings.EqualFold(x, v) {
			return true
		}
	}
	return false
}

func match(list []string, v string) bool {
	if len(list) == 0 {
		return true
	}
	for _, x := range list {
		if x == "*" || strings.EqualFold(x, v) {
			return true
		}
	}
	return false
}
