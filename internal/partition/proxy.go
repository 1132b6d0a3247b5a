// Package partition is a loopback TCP proxy for tests that partition a
// process from a dependency (PostgreSQL, a tracker, a channel): put one
// between each worker and each dependency, then freeze, cut or hold the
// link (issue 33). It is test tooling; nothing in production imports it.
package partition

import (
	"bytes"
	"net"
	"sync"
	"time"
)

// Proxy forwards connections from its loopback address to a target.
type Proxy struct {
	ln     net.Listener
	target string

	mu     sync.Mutex
	frozen bool
	cut    bool
	hold   time.Duration
	match  []byte        // hold only chunks that start with it (nil: all)
	gate   chan struct{} // held chunks also wait for it to close (nil: no gate)
	heldN  int           // chunks held so far
	heldAt []HeldChunk   // when each held chunk was read, and how it began
	landed int           // held chunks delivered (or dropped) since
	heldCh chan struct{} // gets a value (if free) each time a chunk is held
	thaw   chan struct{} // closed when a freeze ends
	links  map[*link]struct{}
	wg     sync.WaitGroup
	closed bool
	done   chan struct{} // closed by Close
}

// link is one forwarded connection; server is nil until the first bytes
// are due there (guarded by Proxy.mu).
type link struct{ client, server net.Conn }

// Start listens on 127.0.0.1 and forwards each connection to target.
func Start(target string) (*Proxy, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	p := &Proxy{ln: ln, target: target, links: map[*link]struct{}{}, thaw: make(chan struct{}), heldCh: make(chan struct{}, 1), done: make(chan struct{})}
	close(p.thaw)
	p.wg.Add(1)
	go p.accept()
	return p, nil
}

// Addr is the proxy's address (host:port) to give the client.
func (p *Proxy) Addr() string { return p.ln.Addr().String() }

// Freeze stops forwarding bytes either way; connections stay open (a
// stalled link, a frozen peer) until Heal.
func (p *Proxy) Freeze() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.frozen {
		p.frozen, p.thaw = true, make(chan struct{})
	}
}

// Cut resets every open connection (RST) and every new one until Heal.
func (p *Proxy) Cut() {
	for _, c := range p.set(func() { p.cut = true }) {
		reset(c)
	}
}

// Hold delays every byte from client to server by d from when the proxy
// read it, and delivers it even after the client gave up: a request held
// in the network lands late. Zero ends holding (for bytes read after).
func (p *Proxy) Hold(d time.Duration) { p.HoldMatching(d, nil) }

// HoldMatching holds, as Hold does, only the chunks that start with
// prefix — e.g. "POST /messages": a link that holds a channel's sends and
// lets the tracker's calls through. What follows a held chunk on the same
// connection waits behind it (bytes stay in order).
func (p *Proxy) HoldMatching(d time.Duration, prefix []byte) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.hold, p.match, p.gate = d, prefix, nil
}

// HoldGated holds as HoldMatching does, and a chunk held from now on also
// waits, past d, until release is called (or the proxy closes): a test
// lands held requests after the event it waits for — a takeover, a
// not-found decision — however slow the machine, instead of hoping d was
// long enough. release may be called more than once.
func (p *Proxy) HoldGated(d time.Duration, prefix []byte) (release func()) {
	gate := make(chan struct{})
	p.mu.Lock()
	p.hold, p.match, p.gate = d, prefix, gate
	p.mu.Unlock()
	var once sync.Once
	return func() { once.Do(func() { close(gate) }) }
}

// Held is how many chunks the proxy has held so far.
func (p *Proxy) Held() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.heldN
}

// HeldChunk is a chunk the proxy held: when the client sent it (the proxy
// read it) and its first bytes (a request line and headers, say).
type HeldChunk struct {
	At   time.Time
	Head []byte
}

// HeldChunks lists the chunks held so far, in the order they were read: a
// test tells from them when a held request really left its sender.
func (p *Proxy) HeldChunks() []HeldChunk {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]HeldChunk(nil), p.heldAt...)
}

// HeldInFlight is how many held chunks have not landed yet.
func (p *Proxy) HeldInFlight() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.heldN - p.landed
}

// Holding gets a value after a chunk is held (one is kept when nobody
// reads): a test waits on it, then reads Held.
func (p *Proxy) Holding() <-chan struct{} { return p.heldCh }

// Heal ends a freeze, a cut and holding.
func (p *Proxy) Heal() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.cut, p.hold = false, 0
	if p.frozen {
		p.frozen = false
		close(p.thaw)
	}
}

// Close stops the proxy and closes every connection.
func (p *Proxy) Close() {
	links := p.set(func() {
		if !p.closed {
			p.closed = true
			close(p.done)
		}
	})
	p.ln.Close()
	for _, c := range links {
		c.Close()
	}
	p.Heal()
	p.wg.Wait()
}

// set runs change under the lock and returns the open links'
// connections, both sides.
func (p *Proxy) set(change func()) []net.Conn {
	p.mu.Lock()
	defer p.mu.Unlock()
	change()
	conns := make([]net.Conn, 0, 2*len(p.links))
	for l := range p.links {
		conns = append(conns, l.client)
		if l.server != nil {
			conns = append(conns, l.server)
		}
	}
	return conns
}

func reset(c net.Conn) {
	if tc, ok := c.(*net.TCPConn); ok {
		tc.SetLinger(0) // close sends RST
	}
	c.Close()
}

func (p *Proxy) accept() {
	defer p.wg.Done()
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		p.mu.Lock()
		cut, closed := p.cut, p.closed
		p.mu.Unlock()
		if cut || closed {
			reset(c)
			continue
		}
		l := &link{client: c}
		p.mu.Lock()
		p.links[l] = struct{}{}
		holding := p.hold > 0 || p.gate != nil
		p.mu.Unlock()
		p.wg.Add(1)
		go p.serve(l, !holding)
	}
}

// serve forwards one client connection. On a link that holds requests
// the server side is dialled when the first bytes are due there, not when
// the client connects: the held connection's request then starts the
// server's header timeout when it lands (a server that read nothing for
// its ReadHeaderTimeout drops the connection, and a late request with
// it). Holding therefore suits protocols whose client speaks first (HTTP,
// PostgreSQL); other links dial at once.
func (p *Proxy) serve(l *link, eager bool) {
	defer p.wg.Done()
	var down sync.WaitGroup
	dial := func() (net.Conn, error) {
		s, err := net.Dial("tcp", p.target)
		if err != nil {
			return nil, err
		}
		p.mu.Lock()
		l.server = s
		gone := p.cut || p.closed
		p.mu.Unlock()
		if gone {
			s.Close()
			return nil, net.ErrClosed
		}
		down.Add(1)
		go func() { defer down.Done(); p.pump(func() (net.Conn, error) { return l.client, nil }, s, false) }()
		return s, nil
	}
	open := dial
	if eager {
		s, err := dial()
		if err != nil {
			reset(l.client)
			p.drop(l)
			return
		}
		open = func() (net.Conn, error) { return s, nil }
	}
	if !p.pump(open, l.client, true) {
		reset(l.client) // the server could not be reached
	}
	down.Wait()
	p.drop(l)
}

// drop closes both sides of l and forgets it.
func (p *Proxy) drop(l *link) {
	p.mu.Lock()
	delete(p.links, l)
	s := l.server
	p.mu.Unlock()
	l.client.Close()
	if s != nil {
		s.Close()
	}
}

// chunk is bytes read at a time, due for delivery at due.
type chunk struct {
	b    []byte
	due  time.Time
	gate <-chan struct{} // held past due until closed (nil: not gated)
}

// pump copies src to the connection dst opens on the first write.
// Upstream (client to server) chunks are held when asked; both directions
// wait out a freeze. A reader and a writer run apart, so held bytes are
// delivered after the sender closed. It reports false when dst could not
// be opened.
func (p *Proxy) pump(open func() (net.Conn, error), src net.Conn, upstream bool) bool {
	var dst net.Conn
	q := make(chan chunk, 1024)
	go func() {
		defer close(q)
		buf := make([]byte, 32<<10)
		for {
			n, err := src.Read(buf)
			if n > 0 {
				c := chunk{b: append([]byte(nil), buf[:n]...)}
				p.mu.Lock()
				if upstream && (p.hold > 0 || p.gate != nil) && (p.match == nil || bytes.HasPrefix(c.b, p.match)) {
					now := time.Now()
					c.due, c.gate = now.Add(p.hold), p.gate
					p.heldN++
					p.heldAt = append(p.heldAt, HeldChunk{At: now, Head: c.b[:min(len(c.b), 4<<10)]})
					select {
					case p.heldCh <- struct{}{}:
					default:
					}
				}
				p.mu.Unlock()
				q <- c
			}
			if err != nil {
				return
			}
		}
	}()
	held := false
	for c := range q {
		held = held || !c.due.IsZero()
		if w := time.Until(c.due); w > 0 {
			time.Sleep(w) // the network holding the bytes
		}
		if c.gate != nil {
			select {
			case <-c.gate:
			case <-p.done:
			}
		}
		p.mu.Lock()
		thaw := p.thaw
		p.mu.Unlock()
		<-thaw
		var err error
		if dst == nil {
			dst, err = open()
		}
		if err == nil {
			_, err = dst.Write(c.b)
		}
		if !c.due.IsZero() {
			p.mu.Lock()
			p.landed++
			p.mu.Unlock()
		}
		if err != nil {
			for c := range q {
				if !c.due.IsZero() {
					p.mu.Lock()
					p.landed++
					p.mu.Unlock()
				}
			}
			return dst != nil
		}
	}
	if held {
		// The sender's close follows a held request only after the server
		// had time to serve it, as a proxy that buffered the request would
		// deliver it: a server may drop a request whose client is already
		// gone (Go's net/http cancels its context on the FIN), and then a
		// held request would not land at all.
		select {
		case <-time.After(heldCloseGrace):
		case <-p.done:
		}
	}
	if tc, ok := dst.(*net.TCPConn); ok {
		tc.CloseWrite()
	}
	return true
}

// heldCloseGrace is how long a held request is served before the
// sender's close reaches the server.
const heldCloseGrace = time.Second
