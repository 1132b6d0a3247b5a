package main

import "fmt"

// koRewriter returns a rewrite of Korean minutes' forms, named "ko-…".
func koRewriter(name string) (func([]string, []action) int, error) {
	switch name {
	}
	return nil, fmt.Errorf("rewrite %q: no such Korean rewrite", name)
}
