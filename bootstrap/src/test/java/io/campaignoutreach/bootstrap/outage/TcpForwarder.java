package io.campaignoutreach.bootstrap.outage;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Test support: a TCP forwarder on a free loopback port that stands between the service and its
 * database, so a test can take the database away and give it back without touching the real
 * server. {@link #cutOff()} closes the listener and every forwarded connection, so connections in
 * use break and new ones are refused; {@link #restore()} listens on the same port again.
 */
final class TcpForwarder implements AutoCloseable {

    private static final int BUFFER_BYTES = 16 * 1024;

    private final InetSocketAddress target;
    private final InetAddress loopback = InetAddress.getLoopbackAddress();
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private final ExecutorService threads = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "tcp-forwarder");
        thread.setDaemon(true);
        return thread;
    });
    private final int port;
    private ServerSocket listener;

    private TcpForwarder(InetSocketAddress target) throws IOException {
        this.target = target;
        this.listener = listen(0);
        this.port = listener.getLocalPort();
        acceptOn(listener);
    }

    /** Forwards a free loopback port to {@code host:port}. */
    static TcpForwarder to(String host, int port) throws IOException {
        return new TcpForwarder(new InetSocketAddress(host, port));
    }

    int port() {
        return port;
    }

    /** The outage: the port stops listening and every forwarded connection is closed. */
    synchronized void cutOff() throws IOException {
        if (listener != null) {
            listener.close();
            listener = null;
        }
        for (Socket socket : open) {
            closeQuietly(socket);
        }
        open.clear();
    }

    /** The recovery: the same port listens and forwards again. */
    synchronized void restore() throws IOException {
        if (listener == null) {
            listener = listen(port);
            acceptOn(listener);
        }
    }

    @Override
    public void close() throws IOException {
        cutOff();
        threads.shutdownNow();
    }

    private ServerSocket listen(int localPort) throws IOException {
        ServerSocket socket = new ServerSocket();
        // Connections this side closed linger in TIME_WAIT on the port; listening again must not wait for them.
        socket.setReuseAddress(true);
        socket.bind(new InetSocketAddress(loopback, localPort));
        return socket;
    }

    private void acceptOn(ServerSocket socket) {
        threads.execute(() -> {
            while (!socket.isClosed()) {
                try {
                    forward(socket, socket.accept());
                } catch (IOException closedOrFailed) {
                    // The listener was closed by cutOff(), or one accept failed; the loop condition decides.
                }
            }
        });
    }

    private void forward(ServerSocket acceptedBy, Socket client) {
        Socket server = new Socket();
        try {
            server.connect(target, 2_000);
            client.setTcpNoDelay(true);
            server.setTcpNoDelay(true);
        } catch (IOException e) {
            closeQuietly(client);
            closeQuietly(server);
            return;
        }
        synchronized (this) {
            // A connection accepted just before an outage began must not outlive it.
            if (acceptedBy.isClosed()) {
                closeQuietly(client);
                closeQuietly(server);
                return;
            }
            open.add(client);
            open.add(server);
        }
        threads.execute(() -> pump(client, server));
        threads.execute(() -> pump(server, client));
    }

    /** Copies bytes one way until either side ends; then both sides are closed. */
    private void pump(Socket from, Socket to) {
        byte[] buffer = new byte[BUFFER_BYTES];
        try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
            for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                out.write(buffer, 0, read);
                out.flush();
            }
        } catch (IOException ended) {
            // One side closed or broke: the connection is over either way.
        } finally {
            closeQuietly(from);
            closeQuietly(to);
            open.remove(from);
            open.remove(to);
        }
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // Closing is all that is wanted; a socket that is already broken needs nothing more.
        }
    }
}
