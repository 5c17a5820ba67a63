package io.campaignoutreach.adapter.http.ratelimit;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.HexFormat;

/**
 * The client a failed authentication is counted against: an IPv4 address as it is, an IPv6
 * address by its /64 network, since a single host commonly holds a whole /64 and could otherwise
 * start afresh with every request.
 */
final class ClientAddress {

    private static final int IPV6_NETWORK_BYTES = 8;

    private ClientAddress() {
    }

    static String of(String remoteAddress) {
        if (remoteAddress == null || remoteAddress.indexOf(':') < 0) {
            return String.valueOf(remoteAddress);
        }
        String literal = remoteAddress.startsWith("[") && remoteAddress.endsWith("]")
                ? remoteAddress.substring(1, remoteAddress.length() - 1) : remoteAddress;
        try {
            // A literal with a colon is parsed as IPv6, never looked up in DNS.
            InetAddress parsed = InetAddress.getByName(literal);
            if (parsed instanceof Inet6Address) {
                return HexFormat.of().formatHex(parsed.getAddress(), 0, IPV6_NETWORK_BYTES) + "/64";
            }
            return parsed.getHostAddress();
        } catch (UnknownHostException e) {
            return remoteAddress;
        }
    }
}
