//go:build !race

package rules

const raceSlowdown = 1
