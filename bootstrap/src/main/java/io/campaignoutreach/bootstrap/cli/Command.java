package io.campaignoutreach.bootstrap.cli;

import java.util.List;

/** One top-level command (or group of sub-commands) of the operator command line. */
interface Command {

    /** The word that selects it, e.g. {@code key}. */
    String name();

    /** Runs with the arguments after the command word; returns the exit code. */
    int run(List<String> args);
}
