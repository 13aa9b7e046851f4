# python3 bighdr.py PORT KIB: GET /plaintext with KIB fields of 1 KiB on stream 1, then GET /plaintext on stream 3.
import socket, struct, sys
def frame(t, flags, sid, payload):
    return struct.pack(">I", len(payload))[1:] + bytes([t, flags]) + struct.pack(">I", sid) + payload
def hint(v, prefix, first):
    m=(1<<prefix)-1
    if v<m: return bytes([first|v])
    out=[first|m]; v-=m
    while v>=128: out.append((v&127)|128); v>>=7
    out.append(v); return bytes(out)
def lit(n,v):
    n,v=n.encode(),v.encode(); return b"\x00"+hint(len(n),7,0)+n+hint(len(v),7,0)+v
port,k=int(sys.argv[1]),int(sys.argv[2])
base=b"\x82\x86\x84\x01\x09127.0.0.1"
big=base+b"".join(lit("x-filler-%d"%i,"x"*1024) for i in range(k))
# split into 16 KiB frames: HEADERS + CONTINUATION
chunks=[big[i:i+16384] for i in range(0,len(big),16384)]
out=b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"+frame(4,0,0,b"")
for j,c in enumerate(chunks):
    last = j==len(chunks)-1
    flags=(4 if last else 0)|(1 if j==0 else 0)
    out+=frame(1 if j==0 else 9, flags, 1, c)
out+=frame(4,1,0,b"")+frame(1,5,3,base)
s=socket.create_connection(("127.0.0.1",port)); s.sendall(out); s.settimeout(2); buf=b""
try:
    while True:
        c=s.recv(65536)
        if not c: break
        buf+=c
except Exception: pass
i=0; ev=[]
names={0:"DATA",1:"HEADERS",3:"RST",4:"SETTINGS",6:"PING",7:"GOAWAY",8:"WINDOW_UPDATE"}
while i+9<=len(buf):
    l=int.from_bytes(buf[i:i+3],'big'); t=buf[i+3]; sid=int.from_bytes(buf[i+5:i+9],'big')
    p=buf[i+9:i+9+l]
    if t==1: ev.append("HEADERS(%d,%s)"%(sid,p[:2].hex()))
    elif t==3: ev.append("RST(%d,%d)"%(sid,int.from_bytes(p,'big')))
    elif t==7: ev.append("GOAWAY(last=%d,err=%d)"%(int.from_bytes(p[:4],'big'),int.from_bytes(p[4:8],'big')))
    elif t==0: ev.append("DATA(%d,%dB)"%(sid,l))
    i+=9+l
print("list ~%d bytes:"%(len(big)+32*k), " ".join(ev))
