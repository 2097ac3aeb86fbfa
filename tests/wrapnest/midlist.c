int f1(struct dvb_usb_device *d)
{
	if (x) {
		ret = usb_bulk_msg(d->udev,usb_rcvbulkpipe(d->udev,
				d->props.generic_bulk_ctrl_endpoint_response ?
				d->props.generic_bulk_ctrl_endpoint_response :
				d->props.generic_bulk_ctrl_endpoint),rbuf,rlen,&actlen,
				2000);
	}
	return 0;
}

int f2(struct dvb_usb_device *d)
{
	if (x) {
		ret = usb_bulk_msg(d->udev,usb_rcvbulkpipe(d->udev,
				d->p.r ?
				d->p.r :
				d->p.s),rbuf,rlen,&actlen,
				2000);
	}
	return 0;
}

int f3(struct usb_device *dev, u8 *buf)
{
	if (usb_control_msg(dev, usb_rcvctrlpipe(dev, 0),
			    OPERA_TUNER_REQ, USB_DIR_IN | USB_TYPE_VENDOR,
			    0x01, 0x0, buf, 1, 2000) < 1 || buf[0] != 0x08)
		return -EIO;
	return 0;
}

int f4(struct dvb_usb_device *d, u8 *b, int blen)
{
	int ret;

	if ((ret = usb_control_msg(d->udev,
			usb_sndctrlpipe(d->udev,0),
			req,
			value,index,b,blen,
			2000)) != blen)
		return -EIO;
	return 0;
}
