// go-fixture: the race's rules and nothing more, in Go, for brigade's race tests: an outside
// competitor built and raced like the public race's own. net/http and database/sql with Debian's
// mattn/go-sqlite3, built in GOPATH mode from /usr/share/gocode (no module proxy). h2c by prior
// knowledge beside HTTP/1.1 through x/net's h2c (the race's gate since 2026-10-10), and HTTPS with
// --tls-cert and --tls-key: TLS 1.3, X25519 first, no session tickets, HTTP/2 by ALPN.
package main

import (
	"context"
	"crypto/tls"
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"html/template"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	_ "github.com/mattn/go-sqlite3"
	"golang.org/x/net/http2"
	"golang.org/x/net/http2/h2c"
)

type dish struct {
	Name  string
	Price int
}

var dishes = []dish{{"Roux", 120}, {"Fish & chips", 290}, {"Crème brûlée", 180}, {"<b>Bold</b> stew", 240},
	{"Skyr & berries", 150}, {"Hákarl", 990}, {"Plokkfiskur", 310}, {"Kjötsúpa", 270}, {"Rúgbrauð <warm>", 90},
	{"Pylsa með öllu", 120}, {"Flatkaka & hangikjöt", 210}, {"1 < 2 > 0 pie", 160}}

var menu = template.Must(template.New("menu").Parse(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Menu</title></head>
<body>
<h1>Menu</h1>
<table>
<tr><th>Dish</th><th>Price</th></tr>
{{range .}}<tr><td>{{.Name}}</td><td>{{.Price}}</td></tr>
{{end}}</table>
</body>
</html>
`))

var db *sql.DB

func main() {
	address := flag.String("address", "127.0.0.1", "address")
	port := flag.Int("port", 8080, "port")
	database := flag.String("database", "", "the Conduit SQLite file")
	certFile := flag.String("tls-cert", "", "PEM certificate: serve HTTPS")
	keyFile := flag.String("tls-key", "", "PEM private key (PKCS#8)")
	flag.Parse()
	if (*certFile == "") != (*keyFile == "") {
		fmt.Fprintln(os.Stderr, "go-fixture: --tls-cert and --tls-key come together")
		os.Exit(2)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/plaintext", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		io.WriteString(w, "Hello, World!")
	})
	mux.HandleFunc("/echo", echo)
	mux.HandleFunc("/menu", func(w http.ResponseWriter, r *http.Request) {
		var b strings.Builder
		menu.Execute(&b, dishes)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Content-Length", strconv.Itoa(b.Len()))
		io.WriteString(w, b.String())
	})
	mux.HandleFunc("/sse", sse)
	if *database != "" {
		var err error
		db, err = sql.Open("sqlite3", "file:"+*database+"?_journal_mode=WAL&_synchronous=NORMAL&_busy_timeout=5000&_txlock=immediate")
		if err != nil {
			fmt.Fprintln(os.Stderr, "go-fixture:", err)
			os.Exit(2)
		}
		mux.HandleFunc("/api/articles", list)
		mux.HandleFunc("/api/articles/", article)
	} else {
		fmt.Fprintln(os.Stderr, "go-fixture: no --database: Conduit routes are off")
	}
	listener, err := net.Listen("tcp", net.JoinHostPort(*address, strconv.Itoa(*port)))
	if err != nil {
		fmt.Fprintln(os.Stderr, "go-fixture:", err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "go-fixture listening on %s port %d\n", *address, *port)
	server := &http.Server{Handler: mux, IdleTimeout: 10 * time.Second, ReadHeaderTimeout: 10 * time.Second}
	if *certFile != "" {
		pair, err := tls.LoadX509KeyPair(*certFile, *keyFile)
		if err != nil {
			fmt.Fprintln(os.Stderr, "go-fixture:", err)
			os.Exit(1)
		}
		server.TLSConfig = &tls.Config{Certificates: []tls.Certificate{pair}, MinVersion: tls.VersionTLS13,
			CurvePreferences: []tls.CurveID{tls.X25519, tls.CurveP256}, SessionTicketsDisabled: true,
			NextProtos: []string{"h2", "http/1.1"}}
		http2.ConfigureServer(server, &http2.Server{})
		listener = tls.NewListener(listener, server.TLSConfig)
	} else {
		server.Handler = h2c.NewHandler(mux, &http2.Server{})
	}
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGTERM, os.Interrupt)
	go func() {
		<-stop
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		server.Shutdown(ctx)
	}()
	if err := server.Serve(listener); err != http.ErrServerClosed {
		fmt.Fprintln(os.Stderr, "go-fixture:", err)
		os.Exit(1)
	}
	if db != nil {
		db.Close()
	}
}

func echo(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.WriteHeader(http.StatusMethodNotAllowed)
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 1<<20))
	if err != nil {
		w.WriteHeader(http.StatusRequestEntityTooLarge)
		return
	}
	w.Header().Set("Content-Type", "application/octet-stream")
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	w.Write(body)
}

func sse(w http.ResponseWriter, r *http.Request) {
	var signals map[string]json.RawMessage
	if json.Unmarshal([]byte(r.URL.Query().Get("datastar")), &signals) != nil {
		http.Error(w, "bad signals", http.StatusBadRequest)
		return
	}
	count, err := strconv.ParseUint(string(signals["count"]), 10, 32)
	if err != nil {
		http.Error(w, "bad count", http.StatusBadRequest)
		return
	}
	n := count + 1
	w.Header().Set("Content-Type", "text/event-stream")
	flusher := w.(http.Flusher)
	send := func(event string) {
		io.WriteString(w, event)
		flusher.Flush()
	}
	send(fmt.Sprintf("event: datastar-patch-signals\ndata: signals {\"count\":%d}\n\n", n))
	send(fmt.Sprintf("event: datastar-patch-elements\ndata: elements <span id=\"count\">%d</span>\n\n", n))
	for i := 1; i <= 8; i++ {
		send(fmt.Sprintf("event: datastar-patch-elements\ndata: selector #log\ndata: mode append\ndata: elements <li>Event %d of 8</li>\n\n", i))
	}
}

// reader: 0 for nobody, -1 for a token that is sent and unknown, else the user's id + 1.
func reader(r *http.Request) int64 {
	header := r.Header.Get("Authorization")
	if header == "" {
		return 0
	}
	token := strings.TrimPrefix(header, "Token ")
	if token == header || token == "" {
		return -1
	}
	var id int64
	if db.QueryRow("SELECT id FROM users WHERE token = ?", token).Scan(&id) != nil {
		return -1
	}
	return id + 1
}

func reply(w http.ResponseWriter, status int, body any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(body)
}

func errors(w http.ResponseWriter, status int, field, message string) {
	reply(w, status, map[string]any{"errors": map[string][]string{field: {message}}})
}

const articleColumns = `a.id, a.slug, a.title, a.description, a.body, a.created_at, a.updated_at, u.username, u.bio, u.image,
  (SELECT json_group_array(name) FROM (SELECT t.name FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = a.id ORDER BY t.name)),
  (SELECT count(*) FROM favorites f WHERE f.article_id = a.id),
  EXISTS (SELECT 1 FROM favorites f WHERE f.article_id = a.id AND f.user_id = ?)
  FROM articles a JOIN users u ON u.id = a.author_id`

func scanArticle(row interface{ Scan(...any) error }, withBody bool) (map[string]any, int64, error) {
	var id, favorites int64
	var slug, title, description, body, created, updated, username, bio, tags string
	var image sql.NullString
	var favorited bool
	if err := row.Scan(&id, &slug, &title, &description, &body, &created, &updated, &username, &bio, &image, &tags, &favorites, &favorited); err != nil {
		return nil, 0, err
	}
	var author = map[string]any{"username": username, "bio": bio, "image": nil, "following": false}
	if image.Valid {
		author["image"] = image.String
	}
	a := map[string]any{"slug": slug, "title": title, "description": description, "tagList": json.RawMessage(tags),
		"createdAt": created, "updatedAt": updated, "favorited": favorited, "favoritesCount": favorites, "author": author}
	if withBody {
		a["body"] = body
	}
	return a, id, nil
}

func whole(s string, fallback int) (int, bool) {
	if s == "" {
		return fallback, true
	}
	n, err := strconv.Atoi(s)
	return n, err == nil && n >= 0
}

func list(w http.ResponseWriter, r *http.Request) {
	user := reader(r)
	if user < 0 {
		errors(w, 401, "token", "is invalid")
		return
	}
	limit, ok1 := whole(r.URL.Query().Get("limit"), 20)
	offset, ok2 := whole(r.URL.Query().Get("offset"), 0)
	if !ok1 || !ok2 {
		errors(w, 422, "limit", "must be a non-negative integer")
		return
	}
	rows, err := db.Query("SELECT "+articleColumns+" ORDER BY a.created_at DESC, a.id DESC LIMIT ? OFFSET ?", user-1, limit, offset)
	if err != nil {
		errors(w, 500, "database", err.Error())
		return
	}
	defer rows.Close()
	articles := []map[string]any{}
	for rows.Next() {
		a, _, err := scanArticle(rows, false)
		if err != nil {
			errors(w, 500, "database", err.Error())
			return
		}
		articles = append(articles, a)
	}
	var count int
	db.QueryRow("SELECT count(*) FROM articles").Scan(&count)
	reply(w, 200, map[string]any{"articles": articles, "articlesCount": count})
}

func article(w http.ResponseWriter, r *http.Request) {
	parts := strings.Split(strings.TrimPrefix(r.URL.Path, "/api/articles/"), "/")
	user := reader(r)
	switch {
	case len(parts) == 1 && r.Method == http.MethodGet:
		if user < 0 {
			errors(w, 401, "token", "is invalid")
			return
		}
		one(w, parts[0], user)
	case len(parts) == 2 && parts[1] == "comments" && r.Method == http.MethodPost:
		if user <= 0 {
			errors(w, 401, "token", "is missing or invalid")
			return
		}
		comment(w, r, parts[0], user-1)
	case len(parts) == 2 && parts[1] == "favorite" && r.Method == http.MethodPost:
		if user <= 0 {
			errors(w, 401, "token", "is missing or invalid")
			return
		}
		var id int64
		if db.QueryRow("SELECT id FROM articles WHERE slug = ?", parts[0]).Scan(&id) != nil {
			errors(w, 404, "article", "not found")
			return
		}
		if _, err := db.Exec("INSERT OR IGNORE INTO favorites (user_id, article_id) VALUES (?, ?)", user-1, id); err != nil {
			errors(w, 500, "database", err.Error())
			return
		}
		one(w, parts[0], user)
	default:
		http.NotFound(w, r)
	}
}

func one(w http.ResponseWriter, slug string, user int64) {
	a, _, err := scanArticle(db.QueryRow("SELECT "+articleColumns+" WHERE a.slug = ?", user-1, slug), true)
	if err != nil {
		errors(w, 404, "article", "not found")
		return
	}
	reply(w, 200, map[string]any{"article": a})
}

func comment(w http.ResponseWriter, r *http.Request, slug string, user int64) {
	var in struct {
		Comment struct {
			Body any `json:"body"`
		} `json:"comment"`
	}
	json.NewDecoder(r.Body).Decode(&in)
	body, ok := in.Comment.Body.(string)
	if !ok || strings.TrimSpace(body) == "" {
		errors(w, 422, "body", "can't be blank")
		return
	}
	var articleID int64
	if db.QueryRow("SELECT id FROM articles WHERE slug = ?", slug).Scan(&articleID) != nil {
		errors(w, 404, "article", "not found")
		return
	}
	now := time.Now().UTC().Format("2006-01-02T15:04:05.000Z")
	result, err := db.Exec("INSERT INTO comments (article_id, author_id, body, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
		articleID, user, body, now, now)
	if err != nil {
		errors(w, 500, "database", err.Error())
		return
	}
	id, _ := result.LastInsertId()
	var username, bio string
	var image sql.NullString
	db.QueryRow("SELECT username, bio, image FROM users WHERE id = ?", user).Scan(&username, &bio, &image)
	author := map[string]any{"username": username, "bio": bio, "image": nil, "following": false}
	if image.Valid {
		author["image"] = image.String
	}
	reply(w, 200, map[string]any{"comment": map[string]any{"id": id, "createdAt": now, "updatedAt": now, "body": body, "author": author}})
}
