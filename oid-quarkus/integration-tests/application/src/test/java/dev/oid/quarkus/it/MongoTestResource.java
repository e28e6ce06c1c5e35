package dev.oid.quarkus.it;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.net.InetSocketAddress;
import java.util.Map;

/**
 * The MongoDB server of the tests: the one {@code OID_IT_MONGODB_URI} names, otherwise mongo-java-server in this
 * process on a free port (Dev Services need Docker and are off).
 */
public class MongoTestResource implements QuarkusTestResourceLifecycleManager {

    private MongoServer server;

    @Override
    public Map<String, String> start() {
        String uri = System.getenv("OID_IT_MONGODB_URI");
        if (uri == null || uri.isBlank()) {
            server = new MongoServer(new MemoryBackend());
            InetSocketAddress address = server.bind();
            uri = "mongodb://127.0.0.1:" + address.getPort();
        }
        return Map.of("quarkus.mongodb.connection-string", uri);
    }

    @Override
    public void stop() {
        if (server != null) {
            server.shutdownNow();
        }
    }
}
