package io.campaignoutreach.domain.transfer;

import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.routing.RoutingConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Whether a transfer configuration can hand calls over as it stands: its destination is complete
 * for its type, a softphone has a routing configuration with someone active to answer, and the
 * warm-transfer and appointment settings have what they need.
 */
public final class TransferReadiness {

    public static final String DESTINATION = "destination";
    public static final String ROUTING = "routing";
    public static final String WARM_TRANSFER = "warmTransfer";
    public static final String APPOINTMENTS = "appointments";

    private TransferReadiness() {
    }

    /** Every issue, in section order; none means ready. {@code routing} is the configuration's routing, or null. */
    public static List<ReadinessIssue> issues(TransferConfig config, RoutingConfig routing) {
        List<ReadinessIssue> issues = new ArrayList<>();
        switch (config.type()) {
            case DIRECT -> {
                if (config.directPhoneNumber() == null || PhoneNumber.parse(config.directPhoneNumber()).isEmpty()) {
                    issues.add(new ReadinessIssue(DESTINATION, "A direct transfer needs a valid US phone number"));
                }
            }
            case DYNAMIC -> dynamicIssues(config.dynamicOptions(), issues);
            case SIP -> {
                String uri = config.sipUri() == null ? "" : config.sipUri().toLowerCase(Locale.ROOT);
                if (!uri.startsWith("sip:") && !uri.startsWith("sips:")) {
                    issues.add(new ReadinessIssue(DESTINATION, "A SIP transfer needs a sip: or sips: URI"));
                }
            }
            case SOFTPHONE -> {
                if (routing == null) {
                    issues.add(new ReadinessIssue(ROUTING, "A softphone transfer needs a routing configuration"));
                } else if (!hasActiveAgent(routing)) {
                    issues.add(new ReadinessIssue(ROUTING, "The routing configuration has no active agent"));
                }
            }
        }
        if (config.warmTransfer() && (config.warmSummaryPrompt() == null || config.warmSummaryPrompt().isBlank())) {
            issues.add(new ReadinessIssue(WARM_TRANSFER, "A warm transfer needs a summary prompt"));
        }
        if (config.appointmentBookingEnabled() && config.appointmentConfigId() == null) {
            issues.add(new ReadinessIssue(APPOINTMENTS, "Appointment booking is on but no appointment configuration is set"));
        }
        return issues;
    }

    private static void dynamicIssues(TransferConfig.DynamicOptions options, List<ReadinessIssue> issues) {
        if (options == null) {
            issues.add(new ReadinessIssue(DESTINATION, "A dynamic transfer needs its lookup options"));
            return;
        }
        String url = options.pingUrl() == null ? "" : options.pingUrl().toLowerCase(Locale.ROOT);
        if (!url.startsWith("https://") && !url.startsWith("http://")) {
            issues.add(new ReadinessIssue(DESTINATION, "A dynamic transfer needs an http(s) lookup URL"));
        }
        if (options.timeout() != null && options.timeout() < 1) {
            issues.add(new ReadinessIssue(DESTINATION, "The lookup timeout must be at least 1"));
        }
        if (isBlank(options.transferNumberField()) && isBlank(options.transferNumber())) {
            issues.add(new ReadinessIssue(DESTINATION,
                    "A dynamic transfer needs the answer field holding the number, or a number to fall back on"));
        }
    }

    private static boolean hasActiveAgent(RoutingConfig routing) {
        return routing.agents().stream().anyMatch(RoutingConfig.Agent::isActive)
                || routing.groups().stream().filter(RoutingConfig.Group::isActive)
                        .anyMatch(group -> group.agents().stream().anyMatch(RoutingConfig.Agent::isActive));
    }

    private static boolean isBlank(String text) {
        return text == null || text.isBlank();
    }
}
