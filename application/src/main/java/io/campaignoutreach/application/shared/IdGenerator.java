package io.campaignoutreach.application.shared;

import java.util.UUID;

/** Outbound port: new identifiers (UUID version 7 in production, D11). */
@FunctionalInterface
public interface IdGenerator {

    UUID newId();
}
