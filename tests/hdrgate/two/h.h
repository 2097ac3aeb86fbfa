struct acpi_device { void *driver_data; };
static inline void *get(struct acpi_device *d) { return acpi_driver_data(d); }
