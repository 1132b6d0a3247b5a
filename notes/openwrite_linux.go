package notes

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// openForWriting reports which of paths some process holds open for
// writing, from /proc/*/fd and each descriptor's flags in /proc/*/fdinfo.
// Processes this one may not inspect are not seen (a writer running as
// another user is then waited out by the quiet period alone).
func openForWriting(paths []string) map[string]bool {
	want := map[string]string{}
	for _, p := range paths {
		real := p
		if abs, err := filepath.Abs(p); err == nil {
			real = abs
		}
		if r, err := filepath.EvalSymlinks(real); err == nil {
			real = r
		}
		want[real] = p
	}
	out := map[string]bool{}
	procs, err := os.ReadDir("/proc")
	if err != nil {
		return out
	}
	for _, pr := range procs {
		if _, err := strconv.Atoi(pr.Name()); err != nil {
			continue
		}
		dir := "/proc/" + pr.Name()
		fds, err := os.ReadDir(dir + "/fd")
		if err != nil {
			continue
		}
		for _, fd := range fds {
			target, err := os.Readlink(dir + "/fd/" + fd.Name())
			if err != nil {
				continue
			}
			p, ok := want[target]
			if !ok || out[p] {
				continue
			}
			if writable(dir + "/fdinfo/" + fd.Name()) {
				out[p] = true
			}
		}
	}
	return out
}

// writable reads the access mode of an open descriptor from its fdinfo
// ("flags:" in octal).
func writable(fdinfo string) bool {
	f, err := os.Open(fdinfo)
	if err != nil {
		return false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		v, ok := strings.CutPrefix(sc.Text(), "flags:")
		if !ok {
			continue
		}
		flags, err := strconv.ParseUint(strings.TrimSpace(v), 8, 64)
		return err == nil && flags&syscall.O_ACCMODE != syscall.O_RDONLY
	}
	return false
}
