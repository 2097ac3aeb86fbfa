@@
struct acpi_device *d;
@@
- acpi_driver_data(d)
+ d->driver_data
