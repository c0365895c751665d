package sandbox

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"time"
)

// The health checks below speak just enough of each wire protocol to log in as the sandbox's
// superuser and leave again. A bare TCP connect is not enough: MariaDB opens its port before
// it can serve logins in some configurations, and PostgreSQL accepts connections while it is
// still recovering and answers them with "the database system is starting up". A completed
// login proves the server can run the statements reaper will send.

// probe logs in to the sandbox server of the given kind at addr and disconnects.
func probe(kind, addr string, timeout time.Duration) error {
	conn, err := net.DialTimeout("tcp", addr, timeout)
	if err != nil {
		return err
	}
	defer conn.Close()
	if err := conn.SetDeadline(time.Now().Add(timeout)); err != nil {
		return err
	}
	if kind == Postgres {
		return probePostgres(conn)
	}
	return probeMySQL(conn)
}

// MySQL protocol capability flags the login below needs.
const (
	mysqlClientLongPassword = 0x00000001
	mysqlClientProtocol41   = 0x00000200
	mysqlClientTransactions = 0x00002000
	mysqlClientSecureConn   = 0x00008000
	mysqlClientPluginAuth   = 0x00080000
)

// maxProbePacket bounds what a health check reads, so a confused peer cannot make it allocate
// without limit.
const maxProbePacket = 1 << 20

// probeMySQL reads the server greeting, logs in as root with the empty password and quits.
func probeMySQL(conn net.Conn) error {
	seq, greeting, err := readMySQLPacket(conn)
	if err != nil {
		return fmt.Errorf("reading the server greeting: %w", err)
	}
	if len(greeting) > 0 && greeting[0] == 0xff {
		return mysqlError(greeting)
	}
	if len(greeting) == 0 {
		return errors.New("empty server greeting")
	}
	if greeting[0] != 10 {
		return fmt.Errorf("not a MySQL protocol greeting (protocol version %d, want 10)", greeting[0])
	}

	// HandshakeResponse41 with an empty auth response: root has no password in a sandbox, so
	// the scramble in the greeting is not needed.
	var resp bytes.Buffer
	caps := uint32(mysqlClientLongPassword | mysqlClientProtocol41 | mysqlClientTransactions | mysqlClientSecureConn | mysqlClientPluginAuth)
	_ = binary.Write(&resp, binary.LittleEndian, caps)
	_ = binary.Write(&resp, binary.LittleEndian, uint32(1<<24))
	resp.WriteByte(33) // utf8_general_ci
	resp.Write(make([]byte, 23))
	resp.WriteString("root\x00")
	resp.WriteByte(0) // auth response length
	resp.WriteString("mysql_native_password\x00")
	seq++
	if err := writeMySQLPacket(conn, seq, resp.Bytes()); err != nil {
		return err
	}

	// The server may ask to switch the authentication method; an empty password answers
	// every method with an empty response.
	for range 3 {
		s, reply, err := readMySQLPacket(conn)
		if err != nil {
			return fmt.Errorf("reading the login reply: %w", err)
		}
		switch {
		case len(reply) == 0:
			return errors.New("empty login reply")
		case reply[0] == 0x00:
			return writeMySQLPacket(conn, 0, []byte{0x01}) // COM_QUIT
		case reply[0] == 0xff:
			return mysqlError(reply)
		case reply[0] == 0xfe:
			seq = s + 1
			if err := writeMySQLPacket(conn, seq, nil); err != nil {
				return err
			}
		default:
			return fmt.Errorf("unexpected login reply 0x%02x", reply[0])
		}
	}
	return errors.New("login did not finish after three authentication rounds")
}

func readMySQLPacket(r io.Reader) (seq byte, payload []byte, err error) {
	var hdr [4]byte
	if _, err := io.ReadFull(r, hdr[:]); err != nil {
		return 0, nil, err
	}
	n := int(hdr[0]) | int(hdr[1])<<8 | int(hdr[2])<<16
	if n > maxProbePacket {
		return 0, nil, fmt.Errorf("packet of %d bytes is too large", n)
	}
	payload = make([]byte, n)
	if _, err := io.ReadFull(r, payload); err != nil {
		return 0, nil, err
	}
	return hdr[3], payload, nil
}

func writeMySQLPacket(w io.Writer, seq byte, payload []byte) error {
	n := len(payload)
	pkt := append([]byte{byte(n), byte(n >> 8), byte(n >> 16), seq}, payload...)
	_, err := w.Write(pkt)
	return err
}

// mysqlError turns an ERR packet into an error carrying the server's code and message.
func mysqlError(p []byte) error {
	if len(p) < 3 {
		return errors.New("server sent a truncated error packet")
	}
	code := binary.LittleEndian.Uint16(p[1:3])
	msg := p[3:]
	if len(msg) >= 6 && msg[0] == '#' {
		msg = msg[6:] // '#' and the SQLSTATE
	}
	return fmt.Errorf("server error %d: %s", code, msg)
}

// probePostgres sends a protocol 3.0 startup message as user postgres, waits for
// ReadyForQuery and terminates the session.
func probePostgres(conn net.Conn) error {
	params := "user\x00postgres\x00database\x00postgres\x00\x00"
	msg := make([]byte, 8, 8+len(params))
	binary.BigEndian.PutUint32(msg[0:4], uint32(8+len(params)))
	binary.BigEndian.PutUint32(msg[4:8], 3<<16)
	msg = append(msg, params...)
	if _, err := conn.Write(msg); err != nil {
		return err
	}
	for {
		var hdr [5]byte
		if _, err := io.ReadFull(conn, hdr[:]); err != nil {
			return fmt.Errorf("reading the startup reply: %w", err)
		}
		n := int(binary.BigEndian.Uint32(hdr[1:5])) - 4
		if n < 0 || n > maxProbePacket {
			return fmt.Errorf("message %q of %d bytes is malformed", hdr[0], n)
		}
		body := make([]byte, n)
		if _, err := io.ReadFull(conn, body); err != nil {
			return err
		}
		switch hdr[0] {
		case 'R':
			if len(body) < 4 {
				return errors.New("truncated authentication request")
			}
			if m := binary.BigEndian.Uint32(body); m != 0 {
				return fmt.Errorf("server asks for authentication method %d; sandboxes use trust", m)
			}
		case 'E':
			return postgresError(body)
		case 'Z':
			_, err := conn.Write([]byte{'X', 0, 0, 0, 4}) // Terminate
			return err
		}
	}
}

// postgresError turns an ErrorResponse body into an error with its SQLSTATE and message.
func postgresError(body []byte) error {
	var code, text string
	for _, f := range bytes.Split(body, []byte{0}) {
		if len(f) < 2 {
			continue
		}
		switch f[0] {
		case 'C':
			code = string(f[1:])
		case 'M':
			text = string(f[1:])
		}
	}
	return fmt.Errorf("server error %s: %s", code, text)
}
