package io.campaignoutreach.domain.campaign;

/** Which call capabilities a campaign uses. */
public record Features(boolean transfers, boolean appointments, boolean inquiries, boolean checkPlan) {

    public static Features none() {
        return new Features(false, false, false, false);
    }
}
