//go:build race

package rules

// raceSlowdown scales the time bounds of the 10 MB tests: the race
// detector makes regular-expression matching many times slower, and a
// super-linear blow-up is still far beyond the scaled bound.
const raceSlowdown = 4
