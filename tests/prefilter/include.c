#include <linux/widget.h>
void f(int a)
{
	widget_old(a);
}
