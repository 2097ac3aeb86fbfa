#include <linux/gadget.h>
void f(int a)
{
	widget_old(a);
}
