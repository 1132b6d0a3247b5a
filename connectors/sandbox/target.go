package sandbox

import (
	"fmt"
	"time"
)

// TargetConfig is the `target:` block of a scenario file
// (docs/scenario-format.md); unset fields keep the defaults.
type TargetConfig struct {
	NextTaskID       int    `yaml:"next_task_id" json:"next_task_id,omitempty"`
	NextMessageID    int    `yaml:"next_message_id" json:"next_message_id,omitempty"`
	IdempotentCreate *bool  `yaml:"idempotent_create" json:"idempotent_create,omitempty"`
	LookupByKey      *bool  `yaml:"lookup_by_key" json:"lookup_by_key,omitempty"`
	SearchLag        string `yaml:"search_lag" json:"search_lag,omitempty"`
	DeliveryHistory  *bool  `yaml:"delivery_history" json:"delivery_history,omitempty"`
	NotifyDedup      *bool  `yaml:"notify_dedup" json:"notify_dedup,omitempty"`
	KeyRetention     string `yaml:"key_retention" json:"key_retention,omitempty"`
}

// Options turns the block into service options (the caller adds Clock,
// StateFile, hooks).
func (tc TargetConfig) Options() (Options, error) {
	if tc.NextTaskID < 0 || tc.NextMessageID < 0 {
		return Options{}, fmt.Errorf("target: next_task_id and next_message_id must be positive")
	}
	caps := DefaultCapabilities()
	err := CapabilitiesPatch{IdempotentCreate: tc.IdempotentCreate, LookupByKey: tc.LookupByKey, SearchLag: &tc.SearchLag,
		DeliveryHistory: tc.DeliveryHistory, NotifyDedup: tc.NotifyDedup, KeyRetention: &tc.KeyRetention}.apply(&caps)
	if err != nil {
		return Options{}, fmt.Errorf("target: %w", err)
	}
	return Options{NextTaskID: tc.NextTaskID, NextMessageID: tc.NextMessageID, Capabilities: &caps}, nil
}

// FaultSearchLagFor is the lag the search_lag fault turns on for these
// capabilities ("target.search_lag, default 30s if unset").
func FaultSearchLagFor(c Capabilities) time.Duration {
	if c.SearchLag > 0 {
		return c.SearchLag
	}
	return DefaultFaultSearchLag
}
