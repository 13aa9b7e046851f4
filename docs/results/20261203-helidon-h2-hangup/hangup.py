# python3 hangup.py PORT N: opens N h2c connections, each POSTs /echo announcing 1 MiB, sends 16 KiB of it, then hangs up.
import socket, struct, sys
def frame(t, flags, sid, payload):
    return struct.pack(">I", len(payload))[1:] + bytes([t, flags]) + struct.pack(">I", sid) + payload

# HPACK: :method POST, :scheme http (indexed); :path, :authority, content-type, content-length
# as literals on indexed names (Helidon 4.5.0 answers a literal pseudo-header name with GOAWAY).
port, n = int(sys.argv[1]), int(sys.argv[2])
block = b"\x83\x86" + b"\x04\x05/echo" + b"\x01\x09127.0.0.1" + b"\x0f\x10\x18application/octet-stream" + b"\x0f\x0d\x071048576"
for i in range(n):
    s = socket.create_connection(("127.0.0.1", port))
    s.sendall(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + frame(4,0,0,b"") + frame(1,4,1,block) + frame(0,0,1,b"x"*16384))
    s.settimeout(5)
    got = b""
    while len(got) < 9:
        c = s.recv(65536)
        if not c: break
        got += c
    s.close()
print("done", n)
