"""The SFTP read sequence of the data vendor's Python helper (issue 17), reimplemented for the tests.

It connects with paramiko as the helper does (Transport, RSA key, SFTPClient), and for each dataset lists
``{prefix}/{CLASS}/{FREQ}/{bucket}`` for the buckets monthly, daily and minutely (a missing bucket is skipped),
chooses the files whose period (field 4 of the name: yyyy, yyyy-mm or yyyymmdd) overlaps the requested days,
reads each into memory with pandas (tab-separated, zipped or not), concatenates them and keeps the rows of the
requested days. It prints a JSON summary on stdout for the test to check.

Usage: sftp_vendor_client.py HOST PORT USERNAME KEY_FILE PREFIX START END   (days as YYYY-MM-DD)
"""

import calendar
import datetime
import io
import json
import re
import sys

import pandas
import paramiko

BUCKETS = ("monthly", "daily", "minutely")
# The helper's datasets: companies, and ESG Core, whose class dir is CMPNY_ESG with the suffix _COR.
DATASETS = (("CMPNY", "WDAI_UDAI"), ("CMPNY_ESG" + "_COR", "W365_UDAI"))
PERIOD = re.compile(r"^(\d{4})-?(\d{2})?-?(\d{2})?$")


def period_of(name):
    """The first and last day a file holds, from field 4 of its name; None when the field is not a period."""
    fields = name.split(".")
    if len(fields) < 5:
        return None
    match = PERIOD.match(fields[4])
    if not match:
        return None
    year = int(match.group(1))
    if match.group(3):
        day = datetime.date(year, int(match.group(2)), int(match.group(3)))
        return day, day
    if match.group(2):
        month = int(match.group(2))
        last = calendar.monthrange(year, month)[1]
        return datetime.date(year, month, 1), datetime.date(year, month, last)
    return datetime.date(year, 1, 1), datetime.date(year, 12, 31)


def read_dataset(sftp, prefix, class_dir, frequency, start, end):
    chosen = []
    missing = []
    frames = []
    rows_read = 0
    for bucket in BUCKETS:
        directory = "{}/{}/{}/{}".format(prefix, class_dir, frequency, bucket)
        try:
            entries = sftp.listdir_attr(directory)
        except FileNotFoundError:
            missing.append(bucket)
            continue
        for entry in sorted(entries, key=lambda item: item.filename):
            period = period_of(entry.filename)
            if period is None or period[1] < start or period[0] > end:
                continue
            buffer = io.BytesIO()
            sftp.getfo("{}/{}".format(directory, entry.filename), buffer)
            buffer.seek(0)
            compression = "zip" if entry.filename.endswith(".zip") else None
            frame = pandas.read_csv(buffer, sep="\t", na_values="", compression=compression)
            rows_read += len(frame)
            chosen.append({"bucket": bucket, "name": entry.filename, "size": entry.st_size, "rows": len(frame)})
            frames.append(frame)
    summary = {
        "class": class_dir,
        "frequency": frequency,
        "files": chosen,
        "missing_buckets": missing,
        "rows_read": rows_read,
        "rows": 0,
        "columns": [],
        "first_id": None,
        "date_min": None,
        "date_max": None,
    }
    if not frames:
        return summary
    data = pandas.concat(frames, ignore_index=True)
    days = data["windowTimestamp"].astype(str).str.slice(0, 10)
    data = data[(days >= start.isoformat()) & (days <= end.isoformat())]
    days = data["windowTimestamp"].astype(str).str.slice(0, 10)
    summary.update(
        {
            "rows": len(data),
            "columns": [str(column) for column in data.columns],
            "first_id": None if data.empty else str(data["id"].iloc[0]),
            "date_min": None if data.empty else days.min(),
            "date_max": None if data.empty else days.max(),
        }
    )
    return summary


def main(argv):
    host, port, username, key_file, prefix, start, end = argv
    start_day = datetime.date.fromisoformat(start)
    end_day = datetime.date.fromisoformat(end)
    transport = paramiko.Transport((host, int(port)))
    try:
        transport.connect(username=username, pkey=paramiko.RSAKey.from_private_key_file(key_file))
        host_key = transport.get_remote_server_key()
        sftp = paramiko.SFTPClient.from_transport(transport)
        datasets = [
            read_dataset(sftp, prefix, class_dir, frequency, start_day, end_day) for class_dir, frequency in DATASETS
        ]
        sftp.close()
    finally:
        transport.close()
    json.dump({"host_key_type": host_key.get_name(), "datasets": datasets}, sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
