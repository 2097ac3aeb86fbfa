#include <complex.h>
int main(void)
{
	double complex z;
	double d;
	return 0;
}
