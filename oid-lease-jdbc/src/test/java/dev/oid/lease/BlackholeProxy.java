package dev.oid.lease;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A TCP proxy between the campaign's workers and the database that can make the database unreachable: while
 * {@linkplain #blackhole(boolean) blackholed} it forwards nothing and closes nothing, in either direction, and opens
 * no connection to the database for a client that connects meanwhile (whose login then waits), as a network that
 * drops every packet does; when it heals, the bytes held back flow again, as TCP retransmits them once the path
 * is back.
 *
 * <p>Our own, in the test sources: Toxiproxy, the maintained tool for this, is a server binary (its Java client
 * only drives it), and no maintained Java library for it is among this build's dependencies; this is two threads
 * per connection and a flag.
 */
final class BlackholeProxy implements AutoCloseable {

    private final ServerSocket server;
    private final String targetHost;
    private final int targetPort;
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    /** The local ports of the proxy's connections to the database: how the database sees the workers. */
    private final List<Integer> upstreamPorts = new CopyOnWriteArrayList<>();
    private final Object gate = new Object();
    private boolean blackholed;
    /** Connections that never forward again: the ones open at the last {@link #abandon()}. */
    private final Set<Socket> abandoned = ConcurrentHashMap.newKeySet();
    private volatile boolean closed;

    BlackholeProxy(String targetHost, int targetPort) throws IOException {
        this.targetHost = targetHost;
        this.targetPort = targetPort;
        this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread acceptor = new Thread(this::accept, "blackhole proxy accept");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    int port() {
        return server.getLocalPort();
    }

    /** The local ports of the proxy's open connections to the database. */
    List<Integer> upstreamPorts() {
        return List.copyOf(upstreamPorts);
    }

    /** Stops forwarding (true), or forwards again what was held back and everything after (false). */
    void blackhole(boolean blackhole) {
        synchronized (gate) {
            blackholed = blackhole;
            gate.notifyAll();
        }
    }

    /**
     * Makes the connections open now forward nothing ever again, without closing them, as when a firewall or NAT
     * on the path drops their state (or the database moves to another host) and no reset ever comes: their peers
     * wait until TCP gives up, minutes to hours later. Connections opened afterwards are not affected.
     */
    void abandon() {
        synchronized (gate) {
            abandoned.addAll(sockets);
        }
    }

    private void awaitOpen(Socket from) throws InterruptedException {
        synchronized (gate) {
            while ((blackholed || abandoned.contains(from)) && !closed) {
                gate.wait();
            }
        }
    }

    private void accept() {
        while (!closed) {
            Socket client;
            try {
                client = server.accept();
            } catch (IOException e) {
                return; // closed
            }
            synchronized (gate) {
                sockets.add(client);
            }
            Thread connecting = new Thread(() -> connect(client), "blackhole proxy connect");
            connecting.setDaemon(true);
            connecting.start();
        }
    }

    private void connect(Socket client) {
        Socket upstream = new Socket();
        try {
            awaitOpen(client);
            upstream.connect(new InetSocketAddress(targetHost, targetPort), 5000);
            synchronized (gate) {
                sockets.add(upstream);
            }
            int port = upstream.getLocalPort();
            upstreamPorts.add(port);
            pump(client, upstream, () -> upstreamPorts.remove((Integer) port));
            pump(upstream, client, () -> { });
        } catch (IOException | InterruptedException e) {
            closeQuietly(client);
            closeQuietly(upstream);
        }
    }

    /** Forwards {@code from} to {@code to}, holding each read back while blackholed; closes both at the end. */
    private void pump(Socket from, Socket to, Runnable atEnd) {
        Thread thread = new Thread(() -> {
            byte[] buffer = new byte[16384];
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                    awaitOpen(from);
                    out.write(buffer, 0, n);
                    out.flush();
                }
            } catch (IOException | InterruptedException e) {
                // one side closed
            } finally {
                closeQuietly(from);
                closeQuietly(to);
                atEnd.run();
            }
        }, "blackhole proxy pump");
        thread.setDaemon(true);
        thread.start();
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // closing anyway
        }
    }

    @Override
    public void close() throws IOException {
        closed = true;
        blackhole(false);
        server.close();
        sockets.forEach(BlackholeProxy::closeQuietly);
    }
}
