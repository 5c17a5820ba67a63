package io.campaignoutreach.domain.campaign;

/** A partial change of {@link Features}: a null member keeps the current value. */
public record FeaturesChange(Boolean transfers, Boolean appointments, Boolean inquiries, Boolean checkPlan) {

    public Features applyTo(Features current) {
        return new Features(
                transfers == null ? current.transfers() : transfers,
                appointments == null ? current.appointments() : appointments,
                inquiries == null ? current.inquiries() : inquiries,
                checkPlan == null ? current.checkPlan() : checkPlan);
    }
}
