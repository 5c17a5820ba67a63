-- The campaigns using given transfer or appointment configurations, found without reading every
-- campaign of the organization (a page of campaigns names each configuration's users).
create index campaigns_transfer_configs_idx on campaigns using gin ((links -> 'transferConfigIds'));
create index campaigns_appointment_config_idx on campaigns (organization_id, (links ->> 'appointmentConfigId'));
