package io.campaignoutreach.adapter.workspace.demo;

import io.campaignoutreach.domain.customer.CustomValue;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition.Draft;
import io.campaignoutreach.domain.customfield.CustomFieldId;
import io.campaignoutreach.domain.customfield.FieldType;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.customfield.ValidationRules;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/** The demo agency's own customer and policy fields, and believable values for them. */
record DemoCustomFields(List<CustomFieldDefinition> definitions) {

    static final String CONTACT_TIME = "preferred_contact_time";
    static final String PHYSICIAN = "primary_care_physician";
    static final String DRUG_SPEND = "monthly_drug_spend";
    static final String DENTAL = "wants_dental_coverage";
    static final String REFERRAL = "referral_channel";
    static final String COMMISSION_TIER = "commission_tier";

    private static final List<String> DOCTORS = List.of("Dr. Anita Shah", "Dr. Michael Chen", "Dr. Laura Bennett",
            "Dr. Samuel Ortiz", "Dr. Priya Raman", "Dr. Kevin O'Neil", "Dr. Helen Park");

    static DemoCustomFields create(DemoContext demo) {
        List<CustomFieldDefinition> definitions = List.of(
                definition(demo, RecordType.CUSTOMERS, CONTACT_TIME, "Preferred contact time",
                        "When the customer likes to be called", FieldType.SELECT,
                        List.of("Morning", "Afternoon", "Evening"), ValidationRules.none()),
                definition(demo, RecordType.CUSTOMERS, PHYSICIAN, "Primary care physician",
                        "The doctor a plan's network must include", FieldType.TEXT, null,
                        new ValidationRules(2, 120, null, null, null, null, null, null)),
                definition(demo, RecordType.CUSTOMERS, DRUG_SPEND, "Monthly drug spend",
                        "Out-of-pocket prescription cost per month, in USD", FieldType.NUMBER, null,
                        new ValidationRules(null, null, BigDecimal.ZERO, new BigDecimal("5000"), null, null, null,
                                null)),
                definition(demo, RecordType.CUSTOMERS, DENTAL, "Wants dental coverage",
                        "Asked for a plan with dental benefits", FieldType.BOOLEAN, null, ValidationRules.none()),
                definition(demo, RecordType.CUSTOMERS, REFERRAL, "Referral channels",
                        "How the customer heard of the agency", FieldType.MULTI_SELECT,
                        List.of("Friend", "Mailer", "Seminar", "Online"), ValidationRules.none()),
                definition(demo, RecordType.POLICIES, COMMISSION_TIER, "Commission tier",
                        "The carrier's commission schedule for this policy", FieldType.SELECT,
                        List.of("Standard", "Preferred", "Renewal"), ValidationRules.none()));
        return new DemoCustomFields(definitions);
    }

    private static CustomFieldDefinition definition(DemoContext demo, RecordType type, String key, String label,
                                                    String description, FieldType fieldType, List<String> options,
                                                    ValidationRules rules) {
        return CustomFieldDefinition.create(CustomFieldId.of(demo.id()), demo.organizationId(),
                new Draft(type, key, label, description, fieldType, false, options, rules), key, demo.daysAgo(150));
    }

    /** A customer's values: most customers have some, never all. */
    List<CustomValue> customerValues(DemoContext demo) {
        List<CustomValue> values = new ArrayList<>();
        if (demo.chance(0.7)) {
            values.add(new CustomValue(CONTACT_TIME, demo.pick(List.of("Morning", "Morning", "Afternoon",
                    "Evening"))));
        }
        if (demo.chance(0.5)) {
            values.add(new CustomValue(PHYSICIAN, demo.pick(DOCTORS)));
        }
        if (demo.chance(0.45)) {
            values.add(new CustomValue(DRUG_SPEND, String.valueOf(demo.random().nextInt(60) * 5)));
        }
        if (demo.chance(0.6)) {
            values.add(new CustomValue(DENTAL, String.valueOf(demo.chance(0.55))));
        }
        if (demo.chance(0.3)) {
            values.add(new CustomValue(REFERRAL, demo.chance(0.3) ? "Friend,Seminar"
                    : demo.pick(List.of("Friend", "Mailer", "Seminar", "Online"))));
        }
        return values;
    }

    List<CustomValue> policyValues(DemoContext demo) {
        return demo.chance(0.6) ? List.of(new CustomValue(COMMISSION_TIER, demo.pick(List.of("Standard",
                "Preferred", "Renewal")))) : List.of();
    }
}
