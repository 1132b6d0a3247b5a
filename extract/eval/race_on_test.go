//go:build race

package eval_test

const raceEnabled = true
