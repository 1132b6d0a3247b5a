package codec

import (
	"errors"
	"reflect"
	"testing"
)

type fakeRows struct {
	vals []int
	i    int
	err  error
}

func (r *fakeRows) Next() bool { r.i++; return r.i <= len(r.vals) }
func (r *fakeRows) Err() error { return r.err }
func (r *fakeRows) val() (int, error) {
	if v := r.vals[r.i-1]; v >= 0 {
		return v, nil
	}
	return 0, errors.New("bad row")
}

func TestCollect(t *testing.T) {
	r := &fakeRows{vals: []int{1, 2, 3, 4, 5}}
	got, err := CollectKept(r, 2, func(v int) bool { return v%2 == 0 }, r.val)
	if err != nil || !reflect.DeepEqual(got, []int{2, 4}) {
		t.Errorf("kept %v, %v; want [2 4]", got, err)
	}
	if r.i != 4 {
		t.Errorf("read %d rows; want 4 (stop once the limit is kept)", r.i)
	}
	r = &fakeRows{vals: []int{1, -1, 3}}
	if got, err := Collect(r, r.val); err == nil || got != nil {
		t.Errorf("a failing scan: %v, %v; want the error and nothing", got, err)
	}
	end := errors.New("connection lost")
	r = &fakeRows{vals: []int{1}, err: end}
	if _, err := Collect(r, r.val); !errors.Is(err, end) {
		t.Errorf("the result set's error: %v; want %v", err, end)
	}
	n := 0
	r = &fakeRows{vals: []int{1, 2, 3}}
	if err := Each(r, func() error { n++; return nil }); err != nil || n != 3 {
		t.Errorf("each: %d rows, %v", n, err)
	}
}
