#include "h.h"
int foo(struct acpi_device *x) { return acpi_driver_data(x) != 0; }
