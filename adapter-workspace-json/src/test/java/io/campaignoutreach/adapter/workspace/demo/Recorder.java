package io.campaignoutreach.adapter.workspace.demo;

import io.campaignoutreach.application.customfield.CustomFieldRepository;
import io.campaignoutreach.application.fixtures.RepositoryPorts;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.application.source.SourceRepository;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * Wraps a store's repositories and keeps everything inserted or saved through them, so a test can
 * read back data the ports offer no listing for (calls, all enrollments).
 */
final class Recorder {

    private static final Set<Class<?>> NOT_RECORDED = Set.of(CustomFieldRepository.class, SourceRepository.class,
            TransactionRunner.class);

    private final List<Object> written = new ArrayList<>();
    private final StorePorts repositories;

    Recorder(StorePorts store) {
        this.repositories = RepositoryPorts.map(store,
                (port, target) -> NOT_RECORDED.contains(port) ? target : record(port, target));
    }

    StorePorts repositories() {
        return repositories;
    }

    <T> List<T> written(Class<T> type) {
        return written.stream().filter(type::isInstance).map(type::cast).toList();
    }

    private Object record(Class<?> port, Object target) {
        return Proxy.newProxyInstance(port.getClassLoader(), new Class<?>[] {port}, (self, method, args) -> {
            if (method.getName().startsWith("insert") || method.getName().equals("save")) {
                if (args[0] instanceof Collection<?> many) {
                    written.addAll(many);
                } else {
                    written.add(args[0]);
                }
            }
            try {
                return method.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        });
    }
}
