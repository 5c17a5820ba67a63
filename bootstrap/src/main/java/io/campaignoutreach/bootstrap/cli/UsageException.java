package io.campaignoutreach.bootstrap.cli;

/** The command line was wrong (unknown command or option, missing or malformed value): exit code 2. */
public final class UsageException extends RuntimeException {

    private final String command;

    public UsageException(String command, String message) {
        super(message, null, false, false);
        this.command = command;
    }

    /** The command whose help would set the caller right, e.g. {@code key create}. */
    public String command() {
        return command;
    }
}
